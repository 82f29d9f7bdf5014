/*
 * Picking on a drawing view while a run waits in a 'pick' question (interpreter/ports/ask.ts):
 * a click answers a point (snapped to the running object snaps of OSMODE, the marker shown under
 * the cursor) or an object (entsel: the entity under the cursor and the pick point; a miss sends
 * the bare point, which entsel answers nil as AutoCAD does); for ssget, clicks add objects
 * (Shift+click removes), a drag from left to right is a window, from right to left a crossing,
 * and Enter (or Done) answers the selection. Esc cancels the command. The view draws the rubber
 * band from the base point, the window and the objects chosen so far (pick-overlay.ts).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PickRequest } from '../../interpreter/runner/contract.js';
import { answerPending } from '../commands/ask.js';
import { useApp } from '../store/index.js';
import { snapAt, snapSources, windowSelect, type SnapHit } from './osnap.js';
import type { Scene, SceneItem } from './scene.js';
import type { DrawingSnapshot } from '../../interpreter/runner/contract.js';

export interface PickState {
  active: boolean;
  req: PickRequest | null;
  prompt: string;
  /** handles chosen so far (ssget) */
  selection: readonly string[];
  /** the cursor in world units and its snap, for the overlay */
  cursor: { world: [number, number]; snap: SnapHit | null } | null;
  window: { a: [number, number]; b: [number, number] } | null;
}

const round = (n: number): number => Number(n.toFixed(6));
const pt = (p: readonly number[]): [number, number, number] => [round(p[0] ?? 0), round(p[1] ?? 0), round(p[2] ?? 0)];

export interface PickHandlers {
  active: boolean;
  req: PickRequest | null;
  prompt: string;
  selection: readonly string[];
  /** what the overlay draws now (read live by the frame) */
  overlay(): PickState;
  /** pointer moved over the view (tol: the aperture in world units) */
  move(world: [number, number], tol: number): void;
  /** a click (no drag) with the item under the cursor */
  click(world: [number, number], hit: SceneItem | null, shift: boolean): void;
  /** a selection window being dragged (null: ended) */
  drag(a: [number, number], b: [number, number]): void;
  endDrag(shift: boolean): void;
  /** ssget: answer the objects chosen so far */
  done(): void;
  /** left-button drags make selection windows (ssget), not pans */
  windows: boolean;
}

export function usePick(scene: Scene | null, snap: DrawingSnapshot | null, hidden: (layer: string) => boolean, redraw: () => void): PickHandlers {
  const pending = useApp((s) => (s.pendingAsk?.ask.kind === 'pick' ? s.pendingAsk : null));
  const req = pending?.ask.kind === 'pick' ? pending.ask.data : null;
  const prompt = pending?.ask.prompt ?? '';
  const [selection, setSelection] = useState<string[]>([]);
  const cursor = useRef<PickState['cursor']>(null);
  const win = useRef<PickState['window']>(null);
  const selRef = useRef<string[]>([]);
  selRef.current = selection;
  // the snap sources are made only while a pick waits (a pass over every entity: not on each run's After)
  const picking = req !== null;
  const sources = useMemo(() => (snap && picking ? snapSources(snap) : new Map()), [snap, picking]);
  useEffect(() => {
    setSelection([]);
    win.current = null;
  }, [pending?.askId]);

  const done = useCallback(() => {
    void answerPending(selection.length ? { selection } : { enter: true });
  }, [selection]);

  // Enter and Esc over the view (the prompt's own box handles its keys)
  useEffect(() => {
    if (!req) return;
    const onKey = (e: KeyboardEvent): void => {
      const t = e.target as HTMLElement | null;
      if (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.isContentEditable)) return;
      if (e.key === 'Escape') void answerPending({ esc: true });
      else if (e.key === 'Enter' && req.mode === 'selection') done();
      else if (e.key === 'Enter') void answerPending({ enter: true });
      else return;
      e.preventDefault();
      e.stopPropagation();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [req, done]);

  const pointModes = req && req.mode !== 'entity' && req.mode !== 'selection' && req.mode !== 'value';
  return {
    active: req !== null,
    req,
    prompt,
    selection,
    overlay: () => ({ active: req !== null, req, prompt, selection: selRef.current, cursor: cursor.current, window: win.current }),
    windows: req?.mode === 'selection',
    move: (world, tol) => {
      if (!req) return;
      const s = pointModes && scene ? snapAt(scene, sources, world[0], world[1], tol, req.osmode, hidden) : null;
      cursor.current = { world, snap: s };
      redraw();
    },
    click: (world, hit, shift) => {
      if (!req || req.mode === 'value') return;
      if (req.mode === 'entity') {
        void answerPending(hit ? { entity: hit.handle, point: pt(world) } : { point: pt(world) });
        return;
      }
      if (req.mode === 'selection') {
        if (!hit) return;
        setSelection((sel) => (shift ? sel.filter((h) => h !== hit.handle) : sel.includes(hit.handle) ? sel : [...sel, hit.handle]));
        redraw();
        return;
      }
      const s = scene ? cursor.current?.snap : null;
      void answerPending({ point: pt(s ? s.point : world) });
    },
    drag: (a, b) => {
      win.current = { a, b };
      redraw();
    },
    endDrag: (shift) => {
      const w = win.current;
      win.current = null;
      if (!w || !scene) return redraw();
      const got = windowSelect(scene, w.a, w.b, w.b[0] < w.a[0], hidden);
      setSelection((sel) => (shift ? sel.filter((h) => !got.includes(h)) : [...sel, ...got.filter((h) => !sel.includes(h))]));
      redraw();
    },
    done,
  };
}
