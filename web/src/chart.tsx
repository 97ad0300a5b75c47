// A progression chart: one line per seat through its running totals, the axes labelled in the
// core's words; read as the core's description. The chart only scales what it is given.
import { teamColour } from './palette';

export function ProgressionChart(props: {
  names: string[];
  values: number[][];
  xLabel?: string;
  yLabel?: string;
  /** What a screen reader says for the chart; without it the chart is a picture only. */
  description?: string;
}) {
  const { names, values } = props;
  const rounds = Math.max(0, ...values.map((v) => v.length));
  const all = values.flat();
  const low = Math.min(0, ...all);
  const high = Math.max(1, ...all);
  const w = 320;
  const h = 150;
  const pad = 8;
  const y = (v: number) => pad + (h - 2 * pad) * (1 - (v - low) / (high - low));
  const x = (i: number) => (rounds === 0 ? pad : pad + ((w - 2 * pad) * i) / rounds);
  return (
    <figure class="chart" role={props.description ? 'img' : undefined} aria-label={props.description} aria-hidden={props.description ? undefined : 'true'}>
      {props.yLabel && <div class="chart-axis" aria-hidden="true">{props.yLabel}</div>}
      <svg viewBox={`0 0 ${w} ${h}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
        {[0, 1, 2, 3, 4].map((k) => (
          <line x1={0} x2={w} y1={(h * k) / 4} y2={(h * k) / 4} class="grid" />
        ))}
        <line x1={0} x2={w} y1={y(0)} y2={y(0)} class="zero" />
        {values.map((line, s) => {
          const points = [[x(0), y(0)], ...line.map((v, r) => [x(r + 1), y(v)])];
          return (
            <g style={{ color: teamColour(s) }}>
              <polyline points={points.map((p) => p.join(',')).join(' ')} class="series" />
              {line.map((v, r) => (
                <circle cx={x(r + 1)} cy={y(v)} r={3.5} class="dot" />
              ))}
            </g>
          );
        })}
      </svg>
      {props.xLabel && <div class="chart-axis end" aria-hidden="true">{props.xLabel}</div>}
      <ul class="chart-key" aria-hidden="true">
        {names.map((name, s) => (
          <li>
            <span class="swatch" style={{ background: teamColour(s) }} />
            {name}
          </li>
        ))}
      </ul>
    </figure>
  );
}
