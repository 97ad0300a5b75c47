// The core's values as serde serialises them (snake_case fields; enums by their serde names).
// Sources: core/src/table/{view,intent,setup}.rs, core/src/games/*/view.rs, core/src/app/*.rs,
// core/src/store/settings.rs, core/src/look.rs, core/src/games/rule_book.rs.

export type GameId = 'dica' | 'dicen' | 'ganjifa' | 'gnav';
export type Level = 'easy' | 'normal' | 'hard';
export type Lang = 'en' | 'nl' | 'es' | 'pt' | 'it';
export type SeriesId = number;

/** What the core throws: a kind and a message already in the app's language. */
export interface CoreError {
  kind: string;
  message: string;
}

// ---- The table ----

export type Intent = { intent: 'tap'; target: string } | { intent: 'cancel' } | { intent: 'tick' };

export interface SeatSetup {
  name: string;
  ai: Level | null;
}

export interface TableView {
  version: number;
  game: GameId;
  lang: Lang;
  title: string;
  status: string;
  screen: Screen;
  seats: SeatView[];
  board: BoardView | null;
  dice: number[];
  targets: TargetView[];
  log: string[];
  series: SeriesView;
  summary: SummaryView | null;
  settlement: string[];
  legend: LegendEntry[];
  effects: Effects;
  look: Look;
  unsaved: UnsavedView | null;
  leaving: LeaveView;
  armed: string | null;
  announcement: string | null;
}

export type Screen =
  | { screen: 'playing' }
  | { screen: 'hand-over'; seat: number; name: string; prompt: string }
  | { screen: 'round-over' }
  | { screen: 'series-over' };

export interface LeaveView {
  saved: boolean;
  message: string;
}

export type SaveProblem = 'busy' | 'full' | 'read-only' | 'damaged' | 'in-use' | 'failed';

export interface UnsavedView {
  problem: SaveProblem;
  message: string;
}

export interface SeatView {
  seat: number;
  name: string;
  team: number | null;
  score: number;
  score_label: string;
  lives: number | null;
  is_turn: boolean;
  ai: Level | null;
  holds_device: boolean;
}

export type TargetKind = 'tile' | 'card' | 'button' | 'roll' | 'challenge';

export interface TargetView {
  id: string;
  seat: number;
  kind: TargetKind;
  label: string;
  accessibility: string;
  enabled: boolean;
  why_not: string | null;
  selected: boolean;
  on_board: boolean;
  warning: string | null;
  confirm: boolean;
}

export interface SeriesView {
  round: number;
  rounds: number | null;
  label: string;
}

export interface SummaryView {
  title: string;
  headline: string;
  columns: string[];
  lines: SummaryLine[];
  history: HistoryRow[];
  progression: number[][];
}

export interface SummaryLine {
  seat: number;
  name: string;
  points: number;
  total: number;
  winner: boolean;
  text: string;
  rounds_won: number;
  rank: number;
  cells: string[];
}

export interface LegendEntry {
  symbol: string;
  meaning: string;
}

export interface HistoryRow {
  label: string;
  text: string;
  points: string[];
  winners: number[];
}

export type Haptic = 'none' | 'dice-roll' | 'success' | 'failure' | 'steal' | 'life-lost';

export interface Effects {
  haptic: Haptic;
  timeout_due_ms: number | null;
}

export interface Look {
  matrix: number[];
  grain_strength: number;
  grain_alpha: number;
}

export interface LookSettings {
  contrast: number;
  grain: number;
  temperature: number;
}

export type BoardView =
  | { game: 'dica'; board: DicaBoard }
  | { game: 'dicen'; board: DicenBoard }
  | { game: 'ganjifa'; board: GanjifaBoard }
  | { game: 'gnav'; board: GnavBoard };

// ---- DiCa ----

export interface DicaBoard {
  round: number;
  rounds: number;
  teams: DicaTeamView[];
  turn: number | null;
  die: number | null;
  bonus: boolean;
  challenge: DicaChallengeView | null;
  duel: DicaDuelView | null;
  time_limit_s: number | null;
  mistakes_prevented: boolean;
}

export interface DicaTeamView {
  team: number;
  name: string;
  label: string;
  players: string[];
  hand: string | null;
  is_turn: boolean;
  points: number;
  rounds_won: number;
  total: number;
  cards: DicaCardView[];
}

export type CardState = 'open' | 'won' | 'stolen' | 'blocked' | 'dead' | 'eliminated';

export interface DicaCardView {
  id: string;
  value: number;
  dealt: number;
  stones: number[];
  sum: number;
  state: CardState;
  holder: number | null;
  side: number | null;
  star_for: number | null;
  eliminated: number[];
  challenged: boolean;
  target: string | null;
  text: string;
}

export interface DicaChallengeView {
  card: string;
  challenger: number;
  owner: number;
}

export interface DicaDuelView {
  card: string;
  challenger: number;
  owner: number;
  target: number;
  roller: number;
  roll: number;
  of: number;
  restarts: number;
  text: string;
}

// ---- DICEN ----

export interface DicenBoard {
  round: number;
  rounds: number;
  variants: string[];
  players: DicenPlayerView[];
  throw: number[];
  to_close: number | null;
  selected_sum: number;
  hint: string | null;
}

export interface DicenPlayerView {
  seat: number;
  name: string;
  team: number | null;
  boards: TileView[][];
  out: boolean;
  dicen: boolean;
  call?: string;
  is_turn: boolean;
}

export interface TileView {
  number: number;
  open: boolean;
  selected: boolean;
  target: string | null;
}

// ---- Ganjifa ----

export interface GanjifaBoard {
  deal: number;
  deals: number;
  deal_label: string;
  dealer: number;
  period: 'day' | 'night' | null;
  period_name: string | null;
  trump: number | null;
  trump_name: string | null;
  you: number | null;
  leader: number | null;
  opening: boolean;
  hand: GanjifaSuitView[];
  trick: GanjifaPlayView[];
  last_trick: GanjifaTrickView | null;
  dukal: GanjifaDukalView | null;
  played: GanjifaPlayedView[];
  players: GanjifaSeatView[];
  marks: GanjifaMarks;
}

export interface GanjifaMarks {
  you: string;
  dealer: string;
  in_hand: string;
  captured: string;
  trick: string;
  last_play: string;
  taken_by: string;
  played: string;
  discards: string;
  trump: string;
}

export interface GanjifaSuitView {
  suit: number;
  code: string;
  name: string;
  trump: boolean;
  cards: GanjifaCardView[];
}

export interface GanjifaPlayedView {
  suit: number;
  code: string;
  name: string;
  trump: boolean;
  ranks: string;
  spoken: string;
}

export interface GanjifaCardView {
  code: string;
  suit: number;
  rank: string;
  name: string;
  trump: boolean;
  playable: boolean;
  target: string | null;
}

export interface GanjifaPlayView {
  seat: number;
  name: string;
  card: GanjifaCardView;
}

export interface GanjifaTrickView {
  leader: number;
  plays: GanjifaPlayView[];
  winner: number;
}

export interface GanjifaDukalView {
  leader: number;
  label: string;
  cards: GanjifaCardView[];
  discards: GanjifaDiscardsView[];
  discarding: number | null;
  left: number;
}

export interface GanjifaDiscardsView {
  seat: number;
  name: string;
  cards: GanjifaCardView[];
}

export interface GanjifaSeatView {
  seat: number;
  name: string;
  cards: number;
  captured: number;
  tricks_won: number;
  dukals: number;
  deals_won: number;
  total: number;
  is_dealer: boolean;
  is_turn: boolean;
}

// ---- Gnav ----

export interface GnavBoard {
  game: number;
  games: number;
  deal: number;
  dealer: number;
  you: number | null;
  players: GnavSeatView[];
  stock: number;
  set_aside: string[];
  last_deal: GnavDealSummary | null;
  settled: boolean;
}

export interface GnavSeatView {
  seat: number;
  name: string;
  lives: number;
  max_lives: number;
  games_won: number;
  resting: boolean;
  out: boolean;
  in_deal: boolean;
  is_turn: boolean;
  is_dealer: boolean;
  card: string | null;
  card_hidden: boolean;
}

export interface GnavDealSummary {
  cards: (string | null)[];
  losers: number[];
  resting_next: number[];
  label: string;
}

// ---- Around the table ----

export interface GameCard {
  id: GameId;
  name: string;
  blurb: string;
  wikipedia: string | null;
  min_seats: number;
  max_seats: number;
  default_seats: number;
  hidden_hands: boolean;
  seats_rule: string;
}

export interface SetupScreen {
  game: GameId;
  min_seats: number;
  max_seats: number;
  seats: SeatSetup[];
  /** The people the roster knows, the most recently seen first: what a person's seat may be given. */
  people: string[];
  fields: SetupField[];
  levels: SetupLevel[];
  note: string | null;
}

export interface SetupField {
  label: string;
  choices: { label: string }[];
  default_choice: number;
  description: string | null;
}

export interface SetupLevel {
  level: Level;
  label: string;
}

export interface SavedTable {
  series: SeriesId;
  game: GameId;
  game_name: string;
  seats: string[];
  round: number;
  turn: string | null;
  played_ms: number;
  played: string;
  summary: string;
}

export interface KeptTable {
  series: SeriesId;
  summary: string;
}

export interface RuleSection {
  number: string;
  title: string;
  body: string;
}

export type Mistakes = 'count' | 'prevent';

export type BotPace = 'calm' | 'normal' | 'quick';

export interface PaceChoice {
  pace: BotPace;
  label: string;
}

export interface Settings {
  language: string | null;
  look: LookSettings;
  haptics: boolean;
  turn_timer_s: number | null;
  ai_level: Level;
  bot_pace: BotPace;
  assist: { dicen_hints: boolean; dica_mistakes: Mistakes };
}

export interface LanguageChoice {
  lang: Lang;
  tag: string;
  endonym: string;
}

export interface TimerChoice {
  seconds: number | null;
  label: string;
}

export interface StatsLine {
  game: GameId;
  series_share: number;
  rounds_share: number;
  shown: StatsText;
}

export interface StatsText {
  series_played: string;
  series_won: string;
  win_rate: string;
  rounds_played: string;
  rounds_won: string;
  round_win_rate: string;
  average_score: string;
  best_score: string;
  average_round_points: string;
  best_round_points: string;
  current_streak: string;
  longest_streak: string;
  tallies: { name: string; label: string; value: string }[];
  lines: string[];
}

/** A person on the group's roster: the id rename, merge and remove name, and a summary in words. */
export interface RosterPerson {
  id: number;
  name: string;
  summary: string;
}

export type ExportFormat = 'csv' | 'json';

/** An export format the core offers, labelled in the app's language. */
export interface ExportChoice {
  format: ExportFormat;
  label: string;
}

/** The statistics as a file to share or download, named and typed by the core. */
export interface StatsExport {
  file_name: string;
  mime_type: string;
  text: string;
}

export interface Chart {
  game: GameId;
  title: string;
  x_label: string;
  y_label: string;
  cumulative: boolean;
  lower_is_better: boolean;
  rounds: string[];
  series: { name: string; values: number[]; texts: string[] }[];
  description: string;
}

/** The `call` methods: their arguments and results. */
export interface Calls {
  takeNotice: [{}, string | null];
  takeDamagedNotices: [{}, string[]];
  language: [{}, Lang];
  languages: [{}, LanguageChoice[]];
  texts: [{}, Record<string, string>];
  message: [{ id: string; args: Record<string, string | number> }, string];
  games: [{}, GameCard[]];
  setupScreen: [{ game: GameId; you: string }, SetupScreen];
  freeSeatName: [{ seats: SeatSetup[]; bot: boolean }, string];
  switchSeat: [{ seats: SeatSetup[]; index: number; ai: Level | null }, SeatSetup[]];
  addSeat: [{ seats: SeatSetup[] }, SeatSetup[]];
  levels: [{}, SetupLevel[]];
  botPaces: [{}, PaceChoice[]];
  savedTables: [{}, SavedTable[]];
  keptTables: [{}, KeptTable[]];
  abandonSaved: [{ series: SeriesId }, null];
  rules: [{ game: GameId }, RuleSection[]];
  settings: [{}, Settings];
  saveSettings: [{ settings: Settings }, null];
  turnTimers: [{}, TimerChoice[]];
  look: [{}, Look];
  lookPreview: [{ look: LookSettings }, Look];
  players: [{}, string[]];
  playerStats: [{ name: string }, StatsLine[]];
  chart: [{ name: string }, Chart | null];
  roster: [{}, RosterPerson[]];
  renamePerson: [{ id: number; name: string }, null];
  /** Refused (a CoreError) when the two played in the same series. */
  mergePeople: [{ from: number; into: number }, null];
  removePerson: [{ id: number; keep_name: boolean }, null];
  exportFormats: [{}, ExportChoice[]];
  exportStats: [{ format: ExportFormat }, StatsExport];
  /** Proposed, not in the contract yet: the table's marks (bindings' `marks()`); the shell draws none without it. */
  marks: [{}, { turn: string; warning: string; bot: string; winner: string }];
}
export type Method = keyof Calls;
