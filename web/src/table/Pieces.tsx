// Small pieces the boards share: a die, hearts, a pill, a star, a card back.
import type { ComponentChildren } from 'preact';

/** Pip positions (in thirds of the face) for 1–6. */
const pips: Record<number, [number, number][]> = {
  1: [[1, 1]],
  2: [[0, 0], [2, 2]],
  3: [[0, 0], [1, 1], [2, 2]],
  4: [[0, 0], [2, 0], [0, 2], [2, 2]],
  5: [[0, 0], [2, 0], [1, 1], [0, 2], [2, 2]],
  6: [[0, 0], [2, 0], [0, 1], [2, 1], [0, 2], [2, 2]],
};

/** A die showing `value`: pips for 1–6, the number otherwise. A picture: its value is in the view's words. */
export function DieFace(props: { value: number; size?: number }) {
  const size = props.size ?? 44;
  const spots = pips[props.value];
  return (
    <svg class="die" width={size} height={size} viewBox="0 0 30 30" aria-hidden="true" focusable="false">
      <rect x="1.5" y="2.5" width="27" height="27" rx="6" fill="rgba(0,0,0,.33)" />
      <rect x="1" y="1" width="27" height="27" rx="6" class="die-face" />
      {spots
        ? spots.map(([cx, cy]) => <circle cx={1 + 27 * (0.25 + cx * 0.25)} cy={1 + 27 * (0.25 + cy * 0.25)} r="2.6" class="pip" />)
        : (
          <text x="14.5" y="20" text-anchor="middle" class="die-number">
            {props.value}
          </text>
        )}
    </svg>
  );
}

/** `lives` full hearts out of `max`. */
export function Lives(props: { lives: number; max: number }) {
  const hearts = Array.from({ length: Math.max(props.max, props.lives) }, (_, i) => i < props.lives);
  return (
    <span class="lives" aria-hidden="true">
      {hearts.map((full) => (
        <svg width="13" height="13" viewBox="0 0 20 20" class={full ? 'heart full' : 'heart'}>
          <path d="M10 18.4 C-2 10, 2 0.4, 10 5.6 C18 0.4, 22 10, 10 18.4 Z" />
        </svg>
      ))}
    </span>
  );
}

export function Pill(props: { children: ComponentChildren; tone?: 'ivory' | 'brass' | 'danger' | 'muted'; colour?: string }) {
  return (
    <span class={`pill ${props.tone ?? 'ivory'}`} style={props.colour ? { background: props.colour, color: 'var(--chalk)' } : undefined}>
      {props.children}
    </span>
  );
}

/** A five-pointed star in a team's colour, on an ink rim. */
export function Star(props: { colour: string }) {
  const points = (radius: number) =>
    Array.from({ length: 10 }, (_, i) => {
      const r = i % 2 === 0 ? radius : radius * 0.45;
      const a = ((-90 + i * 36) * Math.PI) / 180;
      return `${7 + r * Math.cos(a)},${7 + r * Math.sin(a)}`;
    }).join(' ');
  return (
    <svg class="star" width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
      <polygon points={points(7)} fill="var(--ink)" />
      <polygon points={points(5.4)} fill={props.colour} />
    </svg>
  );
}

export function CardBack() {
  return <span class="card-back" aria-hidden="true" />;
}
