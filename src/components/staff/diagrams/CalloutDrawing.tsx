'use client';

import { useTranslations } from 'next-intl';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { percentOf } from '@/shared/diagram-desk-rules';
import type { DraftCallout } from './draft-callouts';

type Props = {
  image: string;
  title: string;
  callouts: DraftCallout[];
  selected: string | null;
  onPlace: (x: number, y: number) => void;
  onMove: (uid: string, x: number, y: number) => void;
  onSelect: (uid: string) => void;
};

/**
 * The drawing with its callouts: a click on the drawing places a new one, a callout is dragged to move it (or
 * moved with the arrow keys when it has the focus: 1 %, with Shift 5 %). Positions are in percent of the drawing.
 */
export function CalloutDrawing({ image, title, callouts, selected, onPlace, onMove, onSelect }: Props) {
  const t = useTranslations('staffDiagrams');
  const frame = useRef<HTMLDivElement>(null);
  const dragging = useRef<string | null>(null);

  const positionOf = (event: { clientX: number; clientY: number }) => {
    const box = frame.current!.getBoundingClientRect();
    return [percentOf(event.clientX - box.left, box.width), percentOf(event.clientY - box.top, box.height)] as const;
  };

  const drag = (uid: string) => ({
    onPointerDown(event: PointerEvent<HTMLButtonElement>) {
      event.currentTarget.setPointerCapture(event.pointerId);
      dragging.current = uid;
      onSelect(uid);
    },
    onPointerMove(event: PointerEvent<HTMLButtonElement>) {
      if (dragging.current === uid) onMove(uid, ...positionOf(event));
    },
    onPointerUp() {
      dragging.current = null;
    },
  });

  const nudge = (callout: DraftCallout) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? 5 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const clamp = (value: number) => Math.round(Math.min(100, Math.max(0, value)) * 10) / 10;
    onMove(callout.uid, clamp(callout.x + move[0]), clamp(callout.y + move[1]));
  };

  return (
    <div ref={frame} className="relative touch-none overflow-hidden rounded-lg border border-neutral-300 bg-white">
      {/* eslint-disable-next-line @next/next/no-img-element -- a drawing shown as is (SVG or the shop's WebP); clicks on it place callouts, the keyboard's way is the list of callouts beside it */}
      <img
        src={image}
        alt={t('drawingLabel', { title })}
        data-testid="diagram-drawing"
        className="block h-auto w-full cursor-crosshair select-none"
        draggable={false}
        onClick={(event) => onPlace(...positionOf(event))}
      />
      {callouts.map((callout) => (
        <button
          key={callout.uid}
          type="button"
          data-ref={callout.ref}
          aria-label={t('calloutButton', { ref: callout.ref })}
          aria-pressed={selected === callout.uid}
          style={{ left: `${callout.x}%`, top: `${callout.y}%` }}
          onFocus={() => onSelect(callout.uid)}
          onKeyDown={nudge(callout)}
          {...drag(callout.uid)}
          className="absolute flex size-8 -translate-x-1/2 -translate-y-1/2 cursor-move items-center justify-center rounded-full border-2 border-brand bg-white text-xs font-bold text-brand-dark shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink aria-pressed:bg-brand aria-pressed:text-white"
        >
          {callout.ref}
        </button>
      ))}
    </div>
  );
}
