/*
 * Drawings the host has loaded: samples from assets/drawings, DXF files opened by the user, and
 * new empty drawings. Each gets an id; runs refer to it with `{ kind: 'snapshot', id }` so a large
 * DXF crosses IPC/HTTP once, and `resolveSource` turns that back into self-contained DXF text for
 * the runner. The registry keeps the most recent drawings only.
 */
import { promises as fs } from 'node:fs';
import { basename, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { LoadedDrawing, SampleDrawing } from '../../shared/contract.js';
import type { DrawingSnapshot, DrawingSource } from '../../../interpreter/runner/contract.js';
import type { PortableDrawing } from '../../../interpreter/ports/drawing.js';
import { dxfKey } from '../../../interpreter/worker/pool.js';
import { LOADER_DEFAULTS, maxLoadChars } from '../../../interpreter/worker/drawing-loader.js';
import { sceneBytes } from './drawing-scenes.js';
import { scanLoader, type DrawingLoader } from './drawing-loader.js';
import { snapshotBytes, SPLIT_MIN_ENTITIES } from './snapshot-bytes.js';
import { withFsWords } from './fs-errors.js';

/**
 * The largest DXF file the host opens: what the loader's heap can hold once read (64 MB at its
 * default 2 GB and 32 bytes of heap per character, worker/drawing-loader.ts) — a 500k-entity drawing is about 48 MB.
 */
export const MAX_DXF_BYTES = maxLoadChars(LOADER_DEFAULTS.maxHeapMb);
const KEEP_DRAWINGS = 16;
/** compact forms kept for the runner's workers (the most recently opened drawings; about 180 bytes per entity) */
const KEEP_PORTABLE = 4;
/** snapshots kept for the view's scene (drawingScene): the most recent drawings only, they are large */
const KEEP_SNAPSHOTS = 2;

/** a large drawing's rest is made at the latest this long after it was answered, even if the page never asks */
const REST_AFTER_MS = 15_000;

interface Views {
  snapshot?: DrawingSnapshot;
  bytes?: ArrayBuffer;
  /** asks the loader for the whole snapshot's bytes (once) */
  json?: () => Promise<ArrayBuffer>;
}

interface Entry {
  name: string;
  /** DXF text; '' for a new empty drawing */
  text: string;
  hash: string;
  /** the file it was read from (samples and opened files), for a verified export's sidecar */
  path?: string;
}

const titleOf = (file: string): string => {
  const stem = file.replace(/\.dxf$/i, '').replace(/[_-]+/g, ' ').trim();
  return stem.charAt(0).toUpperCase() + stem.slice(1);
};

export class DrawingService {
  private readonly entries = new Map<string, Entry>();
  /** the loader's compact form of each recent drawing, by content key (dxfKey): what a worker is sent instead of DXF */
  private readonly portables = new Map<string, PortableDrawing>();
  /**
   * what the views need of each recent drawing: its snapshot (a small drawing's, parsed by the host),
   * its scene bytes (built once, here or by the loader), and a large drawing's whole snapshot as the
   * loader's snapshot-lines bytes (`json`, a promise until they arrive), passed to the page unparsed
   */
  private readonly snapshots = new Map<string, Views>();
  private samplesCache: SampleDrawing[] | null = null;

  constructor(
    private readonly samplesDir: string,
    private loader: DrawingLoader,
  ) {}

  /** Swap the loader (e.g. when the drawing database becomes available). */
  setLoader(loader: DrawingLoader): void {
    this.loader = loader;
    this.samplesCache = null;
  }

  private async sampleFiles(): Promise<string[]> {
    try {
      return (await fs.readdir(this.samplesDir)).filter((n) => /\.dxf$/i.test(n)).sort();
    } catch {
      return [];
    }
  }

  /** The samples with their entity counts, counted by a scan of the text (no drawing database: nothing is parsed to list them). */
  async listSamples(): Promise<SampleDrawing[]> {
    if (this.samplesCache) return this.samplesCache;
    const out: SampleDrawing[] = [];
    for (const name of await this.sampleFiles()) {
      let entityCount = 0;
      try {
        entityCount = (await scanLoader.load(await fs.readFile(join(this.samplesDir, name), 'utf8'), name)).entityCount;
      } catch {
        continue; // an unreadable sample is not offered
      }
      out.push({ name, title: titleOf(name), entityCount });
    }
    this.samplesCache = out;
    return out;
  }

  async openSample(name: string): Promise<LoadedDrawing> {
    if (typeof name !== 'string' || !(await this.sampleFiles()).includes(name)) throw new Error(`no sample drawing named ${String(name)}`);
    return this.register(name, await fs.readFile(join(this.samplesDir, name), 'utf8'), join(this.samplesDir, name));
  }

  async openPath(path: string): Promise<LoadedDrawing> {
    const st = await withFsWords(path, () => fs.stat(path));
    if (!st.isFile()) throw new Error(`${path} is not a file`);
    if (st.size > MAX_DXF_BYTES) throw new Error(`${basename(path)} is too large to open (${Math.round(st.size / 1048576)} MB; Lispwright reads DXF files up to ${MAX_DXF_BYTES / 1048576} MB)`);
    return this.register(basename(path), await withFsWords(path, () => fs.readFile(path, 'utf8')), path);
  }

  newDrawing(name = 'Drawing1.dwg'): LoadedDrawing {
    const data = this.loader.empty(name);
    const id = this.store({ name, text: '', hash: data.hash });
    this.keepSnapshot(id, data.snapshot);
    return { id, name, ...data };
  }

  private async register(name: string, text: string, path?: string): Promise<LoadedDrawing> {
    const { portable, scene, rest, ...data } = await this.loader.load(text, name);
    const id = this.store({ name, text, hash: data.hash, ...(path ? { path } : {}) });
    if (portable) this.keepPortable(dxfKey(text), portable);
    if (!rest) {
      this.keepSnapshot(id, data.snapshot, scene);
      // the compact form stays here: the page gets the views' snapshot only
      return { id, name, ...data };
    }
    // a large drawing: answered with what its first frame needs (the snapshot's head; the scene is
    // here for drawingScene); the whole snapshot follows for the panels (drawingSnapshot)
    // made when the page asks (it does once its user is not panning), or after REST_AFTER_MS anyway
    // (the runner's compact form comes with it, and the loader thread's heap is let go)
    let json: Promise<ArrayBuffer> | null = null;
    const ask = (): Promise<ArrayBuffer> => {
      json ??= rest().then((r) => {
        // the first answer left the hash out (drawing-answers.ts): the rest has it
        const entry = this.entries.get(id);
        if (entry && r.hash) entry.hash = r.hash;
        if (r.portable) this.keepPortable(dxfKey(text), r.portable);
        return r.snapshotLines;
      });
      json.catch(() => undefined); // reported to the page that asks for it (drawingSnapshot)
      return json;
    };
    setTimeout(ask, REST_AFTER_MS).unref?.();
    this.keepViews(id, { ...(scene ? { bytes: scene } : {}), json: ask });
    return { id, name, ...data, snapshotPending: true };
  }

  private keepPortable(key: string, portable: PortableDrawing): void {
    this.portables.delete(key);
    this.portables.set(key, portable);
    while (this.portables.size > KEEP_PORTABLE) this.portables.delete(this.portables.keys().next().value!);
  }

  /** The compact form of a drawing this host read, by content key (the runner pool's resolvePortable). */
  portableFor(key: string): PortableDrawing | undefined {
    return this.portables.get(key);
  }

  private keepViews(id: string, views: Views): void {
    this.snapshots.set(id, views);
    while (this.snapshots.size > KEEP_SNAPSHOTS) this.snapshots.delete(this.snapshots.keys().next().value!);
  }

  private keepSnapshot(id: string, snapshot: DrawingSnapshot, bytes?: ArrayBuffer): void {
    this.keepViews(id, { snapshot, ...(bytes ? { bytes } : {}) });
    // a large drawing's view scene is built right after the drawing is answered: it overlaps the page
    // reading the snapshot (the page asks for it from HOST_SCENE_MIN_ENTITIES, renderer/commands/drawings.ts)
    if (bytes || snapshot.entities.length < SPLIT_MIN_ENTITIES) return;
    setImmediate(() => {
      try {
        this.sceneBytes(id);
      } catch {
        // the page's own request reports it (or the page builds the scene itself)
      }
    });
  }

  /** The view's model-space scene of a recent drawing as bytes (built once), or null when its views are no longer kept. */
  sceneBytes(id: string): ArrayBuffer | null {
    const e = this.snapshots.get(id);
    if (!e) return null;
    if (!e.bytes && e.snapshot) e.bytes = sceneBytes(e.snapshot);
    return e.bytes ?? null;
  }

  /**
   * A recent drawing's whole views' snapshot as UTF-8 snapshot lines (a large drawing's arrive from
   * its loader after the first answer), or null when its views are no longer kept. Rejects when
   * the loader failed to finish it.
   */
  async snapshotBytes(id: string): Promise<ArrayBuffer | null> {
    const e = this.snapshots.get(id);
    if (!e) return null;
    if (e.json) return e.json();
    return e.snapshot ? snapshotBytes(e.snapshot) : null;
  }

  private store(e: Entry): string {
    const id = `dwg-${randomBytes(8).toString('hex')}`;
    this.entries.set(id, e);
    while (this.entries.size > KEEP_DRAWINGS) this.entries.delete(this.entries.keys().next().value!);
    return id;
  }

  get(id: string): Entry | undefined {
    return this.entries.get(id);
  }

  /** Replace host-held references by data the runner can use on its own. */
  async resolveSource(src: DrawingSource | undefined): Promise<DrawingSource | undefined> {
    if (src?.kind === 'sample') {
      if (!(await this.sampleFiles()).includes(src.name)) throw new Error(`no sample drawing named ${src.name}`);
      return { kind: 'dxf', name: src.name, text: await fs.readFile(join(this.samplesDir, src.name), 'utf8') };
    }
    if (!src || src.kind !== 'snapshot') return src;
    const e = this.entries.get(src.id);
    if (!e) throw new Error('the drawing is no longer loaded; open it again');
    return e.text === '' ? { kind: 'empty' } : { kind: 'dxf', name: e.name, text: e.text };
  }
}
