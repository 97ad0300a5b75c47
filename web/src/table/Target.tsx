// A target of the view as a real <button>: labelled and described by the core. A target not
// allowed now stays focusable and tappable (aria-disabled), so the person learns why (`why_not`).
import type { ComponentChildren } from 'preact';
import { useWords } from '../texts';
import type { TableView, TargetView } from '../types';

export type Tap = (target: TargetView) => void;

/** The target with this id in the view, if any. */
export function findTarget(view: TableView, id: string | null | undefined): TargetView | undefined {
  return id ? view.targets.find((t) => t.id === id) : undefined;
}

/** Props that make a drawn thing (a card, a tile) a target button. */
export function targetProps(target: TargetView, tap: Tap) {
  return {
    type: 'button' as const,
    'aria-label': target.accessibility,
    'aria-disabled': target.enabled ? undefined : ('true' as const),
    'aria-pressed': target.kind === 'tile' || target.kind === 'card' ? target.selected : undefined,
    title: target.why_not ?? undefined,
    onClick: () => tap(target),
  };
}

export function TargetButton(props: { target: TargetView; tap: Tap; primary?: boolean; children?: ComponentChildren }) {
  const { target } = props;
  const { marks } = useWords();
  const warned = target.warning !== null && marks;
  const kind = props.primary && target.enabled ? 'primary' : 'outline';
  return (
    <button
      {...targetProps(target, props.tap)}
      aria-pressed={undefined}
      class={`target ${kind}${target.confirm ? ' armed' : ''}${target.selected ? ' selected' : ''}`}
    >
      {props.children ?? (
        <>
          {warned && <span aria-hidden="true">{marks!.warning} </span>}
          {target.label}
        </>
      )}
    </button>
  );
}
