/*
 * grread over a drawing view: while the running script waits in grread with no scripted answer,
 * the view's mouse and the keyboard answer it, as AutoCAD's graphics screen would. A move answers
 * (5 pt) when the script tracks, a click (3 pt), the right button (25 x), a key (2 code; Enter 13,
 * Esc 27 cancels the script). Input that comes while an answer is on its way waits for the next
 * question (commands/ask.ts), so a quick click is never lost.
 */
import { useEffect, useRef } from 'react';
import { grreadInput } from '../commands/ask.js';
import { useApp } from '../store/index.js';

const KEYS: Record<string, number> = { Enter: 13, Escape: 27, Backspace: 8, Tab: 9, ' ': 32 };

export function keyCode(e: Pick<KeyboardEvent, 'key'>): number | undefined {
  if (e.key in KEYS) return KEYS[e.key];
  return e.key.length === 1 ? e.key.charCodeAt(0) : undefined;
}

export interface GrreadCapture {
  active: boolean;
  move(world: [number, number]): void;
  pick(world: [number, number]): void;
  right(screenX: number): void;
}

export function useGrreadCapture(): GrreadCapture {
  const active = useApp((s) => s.grreadActive);
  const tracking = useApp((s) => (s.pendingAsk?.ask.kind === 'grread' ? s.pendingAsk.ask.data.tracking : null));
  const lastTracking = useRef(false);
  if (tracking !== null) lastTracking.current = tracking;
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent): void => {
      const t = e.target as HTMLElement | null;
      if (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.isContentEditable)) return;
      const code = keyCode(e);
      if (code === undefined) return;
      e.preventDefault();
      e.stopPropagation();
      grreadInput({ grread: { key: code } });
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [active]);
  const round = (p: [number, number]): [number, number] => [Number(p[0].toFixed(6)), Number(p[1].toFixed(6))];
  return {
    active,
    move: (p) => {
      if (active && lastTracking.current) grreadInput({ grread: { move: round(p) } });
    },
    pick: (p) => {
      if (active) grreadInput({ grread: { pick: round(p) } });
    },
    right: (x) => {
      if (active) grreadInput({ grread: { right: Math.round(x) } });
    },
  };
}
