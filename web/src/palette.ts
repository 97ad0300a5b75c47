// The Cardavia palette (the Android shell's Theme.kt): a green baize, ivory cards, brass, and
// colours for teams and Ganjifa's ten suits. Drawing only: these mean nothing to the rules.
const teams = ['#c4412f', '#2f6fb8', '#7e4fb0', '#2e9a6b'];

/** A team's (or seat's) colour; teams beyond four repeat. */
export function teamColour(index: number): string {
  return teams[((index % teams.length) + teams.length) % teams.length];
}

/** One of ten distinct suit colours, by the suit's index. */
export function suitColour(index: number): string {
  return `hsl(${(index * 36 + 8) % 360} 55% 42%)`;
}
