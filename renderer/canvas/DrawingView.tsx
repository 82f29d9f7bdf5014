/*
 * A drawing view (Before, After or Overlay) on one <canvas>. Pan with a drag, zoom to the cursor
 * with the wheel, zoom extents from the toolbar or the menu. Hover shows type/layer/handle (hit
 * test through the scene's spatial grid); a click selects the entity, which the diff panel and
 * the inspector follow. The view transform lives in a ref and frames are drawn on
 * requestAnimationFrame, so panning never re-renders React. Temporary graphics (grdraw/grvecs)
 * are drawn over the After and Overlay views; while a script waits in grread, the mouse and
 * keys over the view answer it (use-grread.ts). While a run waits for a point, an object or a
 * selection (a 'pick'), the view shows the drawing the run started on, the prompt over it
 * (PickPrompt), and clicks and windows answer it (use-pick.ts, with object snap).
 * The view takes focus (a click or Tab): arrow keys pan, + and − zoom, Home zooms to the extents;
 * a view fitted to the extents stays fitted when its box is resized.
 * A drawing with paper-space layouts gets layout tabs (Model, Layout1, ...) along the bottom, as
 * AutoCAD has them; each layout is its own scene, with model space seen through its viewports.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApp } from '../store/index.js';
import { itemPath, type Batches } from './batches.js';
import { layerHidden } from './overlay.js';
import { drawPickOverlay } from './pick-overlay.js';
import { PickPrompt } from './PickPrompt.js';
import { drawFrame, drawPanFrame, lastFills, lastStrokes } from './render.js';
import { FrameMeter } from './frame-meter.js';
import { hitTest, type Scene, type SceneItem } from './scene.js';
import { isPatched, overlayBatches, plainBatches, sceneOf } from './scene-cache.js';
import { drawTransient, onScreen } from './transient.js';
import { useGrreadCapture } from './use-grread.js';
import { usePick } from './use-pick.js';
import { useViewSnapshots } from './use-snapshots.js';
import { fitExtents, pan, screenToWorld, visibleBox, zoomAt, type ViewTransform } from './view-transform.js';
import { consolePick } from '../commands/console.js';

export type ViewMode = 'before' | 'after' | 'overlay';

const HIT_PX = 6;
/** the AutoSnap aperture, in screen pixels */
const SNAP_PX = 10;

interface Hover {
  item: SceneItem;
  x: number;
  y: number;
}

export function DrawingView({ mode }: { mode: ViewMode }) {
  const { before, after, diff } = useViewSnapshots();
  const hiddenLayers = useApp((s) => s.hiddenLayers);
  const selectedHandle = useApp((s) => s.selectedHandle);
  const viewCommand = useApp((s) => s.viewCommand);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const statsRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<ViewTransform | null>(null);
  const sizeRef = useRef({ w: 800, h: 600 });
  const frameRef = useRef(0);
  /** the view shows the extents (zoomed to fit, not panned or zoomed since): it re-fits on resize */
  const fittedRef = useRef(true);
  const [hover, setHover] = useState<Hover | null>(null);
  const [layoutChoice, setLayoutChoice] = useState<string>('Model');
  const grread = useGrreadCapture();
  const liveGraphics = useApp((s) => (s.grreadActive ? s.grreadGraphics : null));
  const runGraphics = useApp((s) => s.lastRun?.result.graphics ?? null);
  const transient = useMemo(() => onScreen(liveGraphics ?? (mode === 'before' ? null : runGraphics)), [liveGraphics, runGraphics, mode]);

  const picking = useApp((s) => s.pendingAsk?.ask.kind === 'pick');
  const startDrawing = useApp((s) => s.drawing?.snapshot ?? null);
  // a pick answers on the drawing the run started on (the loaded drawing), whatever the tab
  const snap = picking ? (startDrawing ?? before) : mode === 'before' ? before : after;
  const layouts = useMemo(() => [...new Set([...(snap?.layouts ?? []), ...(mode === 'overlay' ? (before?.layouts ?? []) : [])])], [snap, before, mode]);
  const layout = layoutChoice !== 'Model' && layouts.includes(layoutChoice) ? layoutChoice : undefined;
  const built = useMemo(() => {
    // a run's After is patched from its Before's scene (what the run changed, scene-patch.ts)
    const main = snap ? sceneOf(snap, layout, snap === before ? null : before) : null;
    const prev = mode === 'overlay' && !picking && before ? sceneOf(before, layout) : null;
    return { scene: main?.scene ?? null, beforeScene: prev?.scene ?? null, sceneMs: (main?.ms ?? 0) + (prev && prev !== main ? prev.ms : 0) };
  }, [snap, before, mode, layout, picking]);
  const { scene, beforeScene } = built;
  const batches: Batches[] = useMemo(() => {
    if (!scene) return [];
    if (mode === 'overlay' && !picking && beforeScene && diff) return overlayBatches(beforeScene, scene, diff);
    return plainBatches(scene);
  }, [scene, beforeScene, diff, mode]);
  const hidden = useMemo(() => layerHidden(scene?.layers ?? [], hiddenLayers), [scene, hiddenLayers]);

  // items to highlight: the selection may be a deleted entity, only in the before scene
  const findItem = useCallback(
    (h: string | null): SceneItem | null => (h ? (scene?.byHandle.get(h) ?? (mode === 'overlay' ? beforeScene?.byHandle.get(h) : undefined) ?? null) : null),
    [scene, beforeScene, mode],
  );
  const selectedPath = useMemo(() => {
    const it = findItem(selectedHandle);
    return it && typeof Path2D !== 'undefined' ? itemPath(it) : null;
  }, [findItem, selectedHandle]);
  const hoverPath = useMemo(() => (hover && typeof Path2D !== 'undefined' ? itemPath(hover.item) : null), [hover]);

  const redrawRef = useRef<() => void>(() => undefined);
  const pickUi = usePick(scene, snap, hidden, () => redrawRef.current());
  const pickRef = useRef(pickUi);
  pickRef.current = pickUi;

  const meterRef = useRef(new FrameMeter());
  /** what the frame on the canvas shows: a pan that changes nothing else moves its pixels (drawPanFrame) */
  const shownRef = useRef<{ v: ViewTransform; inputs: unknown[] } | null>(null);
  const drawnSceneRef = useRef<Scene | null>(null);
  const draw = useCallback(
    (stamp?: number) => {
      frameRef.current = 0;
      const canvas = canvasRef.current;
      const v = viewRef.current;
      if (!canvas || !v) return;
      const ctx = canvas.getContext?.('2d');
      if (!ctx) return;
      const dpr = window.devicePixelRatio || 1;
      const o = { width: sizeRef.current.w, height: sizeRef.current.h, dpr, hidden, hover: hoverPath, selected: selectedPath };
      const inputs = [batches, hidden, hoverPath, selectedPath, o.width, o.height, dpr, canvas.width, canvas.height];
      const shown = shownRef.current;
      const still = !transient.length && !pickRef.current.active && !grread.active && shown !== null && shown.v.scale === v.scale && shown.inputs.every((x, i) => x === inputs[i]);
      const dx = (v.tx - (shown?.v.tx ?? 0)) * dpr;
      const dy = (v.ty - (shown?.v.ty ?? 0)) * dpr;
      const whole = (d: number): boolean => Math.abs(d - Math.round(d)) < 1e-6;
      const ms =
        still && whole(dx) && whole(dy) && Math.abs(dx) < canvas.width / 2 && Math.abs(dy) < canvas.height / 2
          ? drawPanFrame(ctx, batches, v, o, Math.round(dx), Math.round(dy))
          : drawFrame(ctx, batches, v, o);
      shownRef.current = { v, inputs };
      drawTransient(ctx, transient, v, dpr);
      drawPickOverlay(ctx, pickRef.current.overlay(), scene, v, dpr);
      canvas.dataset.transient = String(transient.length);
      if (!canvas.dataset.drawMs && scene) performance.mark('lw:first-frame');
      // the first frame of a scene (a run's After drawn: the render bench reads it)
      if (scene && drawnSceneRef.current !== scene) {
        drawnSceneRef.current = scene;
        performance.mark('lw:scene-drawn', { detail: { mode, ms: built.sceneMs } });
      }
      canvas.dataset.drawMs = ms.toFixed(2);
      // the view transform (scale tx ty), so a test can aim a click at a drawing coordinate
      canvas.dataset.view = `${v.scale} ${v.tx} ${v.ty}`;
      canvas.dataset.fills = `${lastFills.solid} ${lastFills.pattern} ${lastFills.tint}`;
      canvas.dataset.strokes = `${lastStrokes.paths} ${lastStrokes.dots} ${lastStrokes.culled}`;
      // the frame time: from this animation frame to the next one (raster included)
      const meter = meterRef.current;
      const buildMs = built.sceneMs + batches.reduce((a, b) => a + b.buildMs, 0);
      const stats = (): string => `${scene?.entityCount ?? 0} entities · build ${buildMs.toFixed(0)} ms · frame ${meter.last ? `${meter.last.toFixed(1)} ms (p95 ${meter.p95.toFixed(1)})` : '…'}`;
      if (statsRef.current) statsRef.current.textContent = stats();
      meter.drawn(stamp ?? performance.now());
      requestAnimationFrame((t) => {
        if (meter.next(t) === null) return;
        canvas.dataset.frameMs = meter.last.toFixed(1);
        canvas.dataset.frameP95 = meter.p95.toFixed(1);
        if (statsRef.current) statsRef.current.textContent = stats();
      });
    },
    [batches, hidden, hoverPath, selectedPath, scene, built.sceneMs, transient, grread.active, mode],
  );

  const redraw = useCallback(() => {
    if (!frameRef.current) frameRef.current = requestAnimationFrame(draw);
  }, [draw]);
  redrawRef.current = redraw;
  useEffect(() => redraw(), [pickUi.selection, pickUi.active, redraw]);

  const zoomExtents = useCallback(() => {
    if (!scene) return;
    viewRef.current = fitExtents(scene.bbox, sizeRef.current.w, sizeRef.current.h);
    fittedRef.current = true;
    redraw();
  }, [scene, redraw]);

  // size the canvas to its box (device pixels) and keep it sized
  useEffect(() => {
    const wrap = wrapRef.current;
    const canvas = canvasRef.current;
    if (!wrap || !canvas) return;
    const resize = (): void => {
      const w = wrap.clientWidth || 800;
      const h = wrap.clientHeight || 600;
      const dpr = window.devicePixelRatio || 1;
      canvas.width = Math.round(w * dpr);
      canvas.height = Math.round(h * dpr);
      // setting the size clears the canvas, even to the same size: the next frame is drawn whole
      shownRef.current = null;
      const first = viewRef.current === null;
      sizeRef.current = { w, h };
      // no drawing yet: a plain view around the origin (grread still needs coordinates)
      if (first) viewRef.current = scene ? fitExtents(scene.bbox, w, h) : { scale: 10, tx: w / 2, ty: h / 2 };
      else if (fittedRef.current && scene) viewRef.current = fitExtents(scene.bbox, w, h);
      redraw();
    };
    resize();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(resize);
    ro.observe(wrap);
    return () => ro.disconnect();
  }, [scene, redraw]);

  // a new scene (new run or drawing) zooms to its extents
  useEffect(() => {
    if (scene) viewRef.current = fitExtents(scene.bbox, sizeRef.current.w, sizeRef.current.h);
    fittedRef.current = true;
    setHover(null);
  }, [scene]);

  useEffect(() => {
    redraw();
  }, [redraw]);

  useEffect(() => () => cancelAnimationFrame(frameRef.current), []);

  // menu / toolbar zoom commands
  useEffect(() => {
    if (!viewCommand || !viewRef.current) return;
    const { w, h } = sizeRef.current;
    if (viewCommand.kind === 'extents') zoomExtents();
    else {
      viewRef.current = zoomAt(viewRef.current, w / 2, h / 2, viewCommand.kind === 'in' ? 1.5 : 1 / 1.5);
      fittedRef.current = false;
      redraw();
    }
  }, [viewCommand]);

  // bring the selected entity into view when it is off screen (e.g. picked in the diff panel)
  useEffect(() => {
    const it = findItem(selectedHandle);
    const v = viewRef.current;
    if (!it || !v || !Number.isFinite(it.bbox[0])) return;
    const box = visibleBox(v, sizeRef.current.w, sizeRef.current.h);
    const inside = it.bbox[2] >= box[0] && it.bbox[0] <= box[2] && it.bbox[3] >= box[1] && it.bbox[1] <= box[3];
    if (!inside) {
      const cx = (it.bbox[0] + it.bbox[2]) / 2;
      const cy = (it.bbox[1] + it.bbox[3]) / 2;
      viewRef.current = { ...v, tx: sizeRef.current.w / 2 - cx * v.scale, ty: sizeRef.current.h / 2 + cy * v.scale };
      redraw();
    }
  }, [selectedHandle, findItem, redraw]);

  const drag = useRef<{ x: number; y: number; moved: boolean; window?: [number, number] } | null>(null);

  const worldAt = (e: { clientX: number; clientY: number }): [number, number] | null => {
    const canvas = canvasRef.current;
    const v = viewRef.current;
    if (!canvas || !v) return null;
    const r = canvas.getBoundingClientRect();
    return screenToWorld(v, e.clientX - r.left, e.clientY - r.top);
  };

  const pick = (e: { clientX: number; clientY: number }): SceneItem | null => {
    const canvas = canvasRef.current;
    const v = viewRef.current;
    if (!canvas || !v) return null;
    const r = canvas.getBoundingClientRect();
    const [x, y] = screenToWorld(v, e.clientX - r.left, e.clientY - r.top);
    const tol = HIT_PX / v.scale;
    const scenes: Scene[] = [];
    if (scene) scenes.push(scene);
    if (mode === 'overlay' && beforeScene && beforeScene !== scene) scenes.push(beforeScene);
    for (const s of scenes) {
      const hit = hitTest(s, x, y, tol, hidden);
      if (hit) return hit;
    }
    return null;
  };

  /** Keyboard view control while the canvas has focus (a running grread or pick takes the keys first). */
  const onKeyDown = (e: React.KeyboardEvent) => {
    const v = viewRef.current;
    if (!v || grread.active) return;
    const step = 60;
    const { w, h } = sizeRef.current;
    const moves: Record<string, [number, number]> = { ArrowLeft: [step, 0], ArrowRight: [-step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
    if (e.key in moves) {
      const [dx, dy] = moves[e.key]!;
      viewRef.current = pan(v, dx, dy);
    } else if (e.key === '+' || e.key === '=') viewRef.current = zoomAt(v, w / 2, h / 2, 1.25);
    else if (e.key === '-' || e.key === '_') viewRef.current = zoomAt(v, w / 2, h / 2, 1 / 1.25);
    else if (e.key === 'Home') {
      zoomExtents();
      e.preventDefault();
      return;
    } else return;
    e.preventDefault();
    fittedRef.current = false;
    redraw();
  };

  const onPointerDown = (e: React.PointerEvent) => {
    (e.currentTarget as HTMLElement).focus?.({ preventScroll: true });
    const w = pickUi.windows && e.button === 0 ? worldAt(e) : null;
    drag.current = { x: e.clientX, y: e.clientY, moved: false, ...(w ? { window: w } : {}) };
    (e.target as Element).setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: React.PointerEvent) => {
    const d = drag.current;
    if (d?.window) {
      const w = worldAt(e);
      d.moved = d.moved || Math.abs(e.clientX - d.x) + Math.abs(e.clientY - d.y) > 4;
      if (w && d.moved) pickUi.drag(d.window, w);
      return;
    }
    if (d && viewRef.current) {
      const dx = e.clientX - d.x;
      const dy = e.clientY - d.y;
      if (Math.abs(dx) + Math.abs(dy) > 0) {
        d.moved = d.moved || Math.abs(dx) + Math.abs(dy) > 2;
        viewRef.current = pan(viewRef.current, dx, dy);
        fittedRef.current = false;
        d.x = e.clientX;
        d.y = e.clientY;
        redraw();
      }
      return;
    }
    if (grread.active) {
      const w = worldAt(e);
      if (w) grread.move(w);
      return;
    }
    if (pickUi.active) {
      const w = worldAt(e);
      if (w && viewRef.current) pickUi.move(w, SNAP_PX / viewRef.current.scale);
      if (pickUi.req?.mode !== 'entity' && pickUi.req?.mode !== 'selection') return;
    }
    const it = pick(e);
    const r = canvasRef.current!.getBoundingClientRect();
    setHover((h) => (it ? (h?.item === it && Math.abs(h.x - (e.clientX - r.left)) < 30 ? h : { item: it, x: e.clientX - r.left, y: e.clientY - r.top }) : null));
    useApp.getState().hover(it?.handle ?? null);
  };
  const onPointerUp = (e: React.PointerEvent) => {
    const d = drag.current;
    drag.current = null;
    if (d?.window && d.moved) {
      pickUi.endDrag(e.shiftKey);
      return;
    }
    if (d && !d.moved && pickUi.active && e.button === 0) {
      const w = worldAt(e);
      if (w) pickUi.click(w, pick(e), e.shiftKey);
      return;
    }
    if (d && !d.moved && grread.active) {
      const w = worldAt(e);
      if (w && e.button === 0) grread.pick(w);
      return;
    }
    if (!d || d.moved) return;
    const handle = pick(e)?.handle ?? null;
    // a console prompt waiting for a pick takes the click
    if (useApp.getState().replAsk) {
      const w = worldAt(e);
      if (w && consolePick(handle, [w[0], w[1]])) return;
    }
    useApp.getState().select(handle);
  };
  const onWheel = useCallback(
    (e: WheelEvent) => {
      e.preventDefault();
      const v = viewRef.current;
      const canvas = canvasRef.current;
      if (!v || !canvas) return;
      const r = canvas.getBoundingClientRect();
      viewRef.current = zoomAt(v, e.clientX - r.left, e.clientY - r.top, Math.exp(-e.deltaY * 0.0015));
      fittedRef.current = false;
      redraw();
    },
    [redraw],
  );
  useEffect(() => {
    const c = canvasRef.current;
    if (!c) return;
    c.addEventListener('wheel', onWheel, { passive: false });
    return () => c.removeEventListener('wheel', onWheel);
  }, [onWheel]);

  if (!snap && !grread.active && !pickUi.active) return <div className="empty-view">Open a sample or a DXF drawing, or start from a new empty drawing, then run a script.</div>;

  return (
    <div className={`drawing-view${grread.active ? ' grread' : ''}${pickUi.active ? ' picking' : ''}`} ref={wrapRef} data-mode={mode}>
      {pickUi.active && pickUi.req && <PickPrompt prompt={pickUi.prompt} req={pickUi.req} selected={pickUi.selection.length} onDone={pickUi.done} />}
      {grread.active && (
        <div className="grread-banner" role="status">
          grread: the script reads the mouse. Move, click to pick; Enter or right-click to finish; Esc cancels.
        </div>
      )}
      <canvas
        ref={canvasRef}
        className="drawing-canvas"
        aria-label={`${mode} drawing`}
        data-entities={scene?.items.length ?? 0}
        data-scene-patched={scene && isPatched(scene) ? '1' : undefined}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerLeave={() => {
          setHover(null);
          useApp.getState().hover(null);
        }}
        onDoubleClick={() => !grread.active && !pickUi.active && zoomExtents()}
        onContextMenu={(e) => {
          if (!grread.active) return;
          e.preventDefault();
          grread.right(e.clientX - e.currentTarget.getBoundingClientRect().left);
        }}
      />
      <div className="view-tools">
        <button type="button" onClick={zoomExtents} title="Zoom extents (double-click)">Extents</button>
      </div>
      {layouts.length > 0 && (
        <div className="view-layouts" role="tablist" aria-label="Layouts">
          {['Model', ...layouts].map((l) => (
            <button key={l} type="button" role="tab" aria-selected={(layout ?? 'Model') === l} title={l === 'Model' ? 'Model space' : `Paper-space layout ${l}: its entities and its viewports onto model space`} onClick={() => setLayoutChoice(l)}>
              {l}
            </button>
          ))}
        </div>
      )}
      {mode === 'overlay' && diff && <OverlayLegend />}
      <div className="view-stats" ref={statsRef} />
      {scene?.notice && (
        <div className="view-notice" role="status" data-testid="scene-notice">
          {scene.notice}
        </div>
      )}
      {hover && (
        <div className="hover-tip" role="tooltip" style={{ left: hover.x + 14, top: hover.y + 14 }}>
          <b>{hover.item.type}</b> · {hover.item.layer} · <code>{hover.item.handle}</code>
        </div>
      )}
    </div>
  );
}

function OverlayLegend() {
  return (
    <div className="overlay-legend" aria-label="overlay legend">
      <span className="lg added">added</span>
      <span className="lg deleted">deleted</span>
      <span className="lg modified">modified</span>
      <span className="lg unchanged">unchanged</span>
    </div>
  );
}
