// Cardavia's look, as the core computes it: its 4×5 colour matrix over everything inside (an SVG
// feColorMatrix, which takes the same row-major layout with offsets in 0–1), then a grain overlay
// at the core's alpha. The shell computes neither.
import type { ComponentChildren } from 'preact';
import type { Look } from './types';

function isIdentity(m: number[]): boolean {
  return m.length === 20 && m.every((v, i) => v === (i % 6 === 0 ? 1 : 0));
}

let grainUrl: string | null = null;

/** A small tile of seeded noise, light and dark specks on transparent, repeated over the table. */
function grain(): string {
  if (grainUrl !== null) return grainUrl;
  const size = 96;
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) return (grainUrl = '');
  const image = ctx.createImageData(size, size);
  let seed = 7;
  const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  for (let i = 0; i < size * size; i++) {
    const r = Math.floor(random() * 6);
    if (r > 1) continue;
    const v = r === 0 ? 255 : 0;
    image.data.set([v, v, v, 255], i * 4);
  }
  ctx.putImageData(image, 0, 0);
  return (grainUrl = canvas.toDataURL());
}

export function Looked(props: {
  look: Look;
  id: string;
  class?: string;
  children: ComponentChildren;
  label?: string;
  attributes?: Record<string, string | number>;
}) {
  const { look, id } = props;
  const identity = isIdentity(look.matrix);
  const alpha = Math.min(1, Math.max(0, look.grain_alpha));
  return (
    <div {...props.attributes} class={`looked ${props.class ?? ''}`} role={props.label ? 'img' : undefined} aria-label={props.label}>
      {!identity && (
        <svg class="look-filter" aria-hidden="true" focusable="false" width="0" height="0">
          <filter id={id} color-interpolation-filters="sRGB">
            <feColorMatrix type="matrix" values={look.matrix.join(' ')} />
          </filter>
        </svg>
      )}
      <div class="look-content" style={identity ? undefined : { filter: `url(#${id})` }}>
        {props.children}
      </div>
      {alpha > 0 && (
        <div class="grain" aria-hidden="true" style={{ opacity: alpha, backgroundImage: `url(${grain()})` }} />
      )}
    </div>
  );
}
