/*
 * Drawing commands: list and open samples, open a DXF, start a new empty drawing, load a
 * project's drawing. Where the drawing came from is kept (the session restores it).
 */
import type { DrawingSnapshot, LoadedDrawing, SessionState } from '../../electron/shared/contract.js';
import { SnapshotLinesReader } from '../../interpreter/index.js';
import { host } from '../app/host.js';
import { pathFor } from '../app/host-info.js';
import { useApp } from '../store/index.js';
import { adoptScene, primeScene } from '../canvas/scene-cache.js';

async function load(p: Promise<LoadedDrawing | null>, what: string, source: SessionState['drawing']): Promise<void> {
  const st = useApp.getState();
  st.setDrawingLoading(true);
  performance.mark('lw:drawing-requested');
  try {
    const d = await p;
    if (d) {
      // where a large drawing's first frame goes (read by the browser render bench)
      performance.mark('lw:drawing-received');
      await sceneFromHost(d);
      performance.mark('lw:scene-received');
      // a new drawing replaces the previous run's views
      useApp.setState({ lastRun: null, selectedHandle: null, hiddenLayers: {} });
      st.setDrawing(d, source);
      st.notify('info', `Drawing ${d.name}: ${d.entityCount} entities`);
      if (d.snapshotPending) completeSnapshot(d);
      else pending = null;
    } else st.setDrawingLoading(false);
  } catch (e) {
    st.setDrawingLoading(false);
    st.notify('error', `Could not open ${what}: ${(e as Error).message}`);
  }
}

/** drawings at least this large take their view's scene from the host */
export const HOST_SCENE_MIN_ENTITIES = 50_000;

/**
 * The view's scene of the drawing, built on the host and sent as typed arrays (no JSON for the
 * geometry, no scene build on the page). When the host cannot send it, the view builds it itself.
 */
async function sceneFromHost(d: LoadedDrawing): Promise<void> {
  // a small drawing is as quick to build here as to fetch; a large one's build on the host overlaps the page reading the snapshot
  // (a drawing answered without its entities has its scene on the host, whatever its size)
  if (d.entityCount < HOST_SCENE_MIN_ENTITIES && !d.snapshotPending) return;
  try {
    const bytes = await host().drawingScene(d.id);
    if (bytes) primeScene(d.snapshot, bytes);
  } catch (e) {
    console.warn(`drawing scene from the host: ${(e as Error).message}; the view builds it`);
  }
}

let pending: { id: string; done: Promise<void>; hurry(): void } | null = null;

/**
 * Resolves once the loaded drawing's whole snapshot is in the store: at once for a drawing answered
 * whole; for a large one (LoadedDrawing.snapshotPending) when its entities have been read (asked
 * for now, not when the user is idle). A run or debug session, which reads the snapshot, waits for this.
 */
export function drawingReady(): Promise<void> {
  if (!pending) return Promise.resolve();
  pending.hurry();
  return pending.done;
}

/** when the user last panned or zoomed (pointer held down, wheel) */
let lastInput = -Infinity;
let held = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pointerdown', () => ((held = true), (lastInput = performance.now())), true);
  window.addEventListener('pointerup', () => ((held = false), (lastInput = performance.now())), true);
  window.addEventListener('wheel', () => (lastInput = performance.now()), { capture: true, passive: true });
}
const QUIET_MS = 500;
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Resolves once the user has not panned or zoomed for QUIET_MS (the frames of a pan come first). */
async function userQuiet(): Promise<void> {
  for (;;) {
    const since = performance.now() - lastInput;
    if (!held && since >= QUIET_MS) return;
    await sleep(held ? QUIET_MS : QUIET_MS - since);
  }
}

/** The next idle period (a pan's frames keep theirs), or a timeout's worth of waiting. */
const idle = (): Promise<{ timeRemaining(): number }> =>
  new Promise((r) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(r, { timeout: 200 }) : setTimeout(() => r({ timeRemaining: () => 8 }), 0)));

/** Read snapshot-lines bytes a line at a time in idle periods (each line decoded on its own: no 20 MB string at once). */
async function readInIdleTime(bytes: ArrayBuffer): Promise<DrawingSnapshot> {
  const u8 = new Uint8Array(bytes);
  const decoder = new TextDecoder();
  const reader = new SnapshotLinesReader();
  for (let at = 0; at < u8.length; ) {
    const slot = await idle();
    do {
      let end = u8.indexOf(10, at);
      if (end < 0) end = u8.length;
      reader.line(decoder.decode(u8.subarray(at, end)));
      at = end + 1;
    } while (at < u8.length && slot.timeRemaining() > 3);
  }
  return reader.snapshot();
}

/**
 * A large drawing is shown from its scene and the snapshot's head; its entities (the panels',
 * picking's, a run's before state) are asked for once the user is not panning (or at once when a
 * run needs them) and read in idle time. The view keeps the scene it drew (adoptScene): nothing
 * is rebuilt when they arrive.
 */
function completeSnapshot(d: LoadedDrawing): void {
  performance.mark('lw:snapshot-pending');
  let hurry!: () => void;
  const now = new Promise<void>((r) => (hurry = r));
  const done = (async () => {
    try {
      await Promise.race([now, userQuiet()]);
      const bytes = await host().drawingSnapshot(d.id);
      if (!bytes) throw new Error('the host no longer holds it; open the drawing again');
      const snapshot = await readInIdleTime(bytes);
      performance.mark('lw:snapshot-received');
      const st = useApp.getState();
      if (st.drawing?.id !== d.id) return; // another drawing was opened meanwhile
      adoptScene(st.drawing.snapshot, snapshot);
      const { snapshotPending: _, ...whole } = st.drawing;
      // the first answer's hash was '' (the host sends it with the whole snapshot)
      st.setDrawing({ ...whole, hash: snapshot.hash, snapshot });
    } catch (e) {
      if (useApp.getState().drawing?.id === d.id) useApp.getState().notify('error', `Could not read the entities of ${d.name}: ${(e as Error).message}`);
    }
  })();
  pending = { id: d.id, done, hurry };
}

export async function refreshSamples(): Promise<void> {
  try {
    useApp.getState().setSamples(await host().listSamples());
  } catch (e) {
    useApp.getState().notify('error', `Could not list samples: ${(e as Error).message}`);
  }
}

export const openSample = (name: string): Promise<void> => load(host().openSample(name), name, { kind: 'sample', name });
export async function openDrawing(path?: string): Promise<void> {
  const p = path ?? (await pathFor('Open which DXF drawing?'));
  if (p === null) return;
  // the host's own dialog picked the path: it is not known here, so a restart cannot reload it
  await load(host().openDrawing(p), p ?? 'the drawing', p ? { kind: 'path', path: p } : null);
}
export const newDrawing = (): Promise<void> => load(host().newDrawing(), 'a new drawing', { kind: 'new' });

/** A project's drawing (lispwright.json "drawing"): a path on the host, or sample:NAME. */
export const loadProjectDrawing = (spec: string): Promise<void> => (spec.startsWith('sample:') ? openSample(spec.slice('sample:'.length)) : openDrawing(spec));

/** Load the drawing a saved session had (quietly skipped when it is gone). */
export async function restoreDrawing(source: SessionState['drawing']): Promise<void> {
  if (!source) return;
  if (source.kind === 'sample') await openSample(source.name);
  else if (source.kind === 'path') await openDrawing(source.path);
  else await newDrawing();
}
