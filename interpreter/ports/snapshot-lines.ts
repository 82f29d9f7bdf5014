/*
 * A drawing's views' snapshot as lines of JSON, so a page can read 100k entities without one long
 * JSON.parse holding its frames: the first line is the snapshot's head (no entities, no block
 * contents), then `E` lines each hold a run of entities in order, and `B` lines a run of block
 * definitions ([name, definition] pairs). JSON.stringify never writes a raw newline, so lines split
 * on '\n'. The host's loader writes it (electron/main/services/snapshot-bytes.ts), the page reads it
 * (renderer/commands/drawings.ts), pausing between lines.
 */
import type { DrawingSnapshot, SnapshotEntity } from './snapshot.js';

/** entities per E line: a line parses in a millisecond or two, so a page reads them between frames */
const RUN = 500;

export function snapshotLines(s: DrawingSnapshot): string {
  const out = [JSON.stringify({ ...s, entities: [], blocks: {} })];
  for (let i = 0; i < s.entities.length; i += RUN) out.push(`E${JSON.stringify(s.entities.slice(i, i + RUN))}`);
  let run: Array<[string, DrawingSnapshot['blocks'][string]]> = [];
  let size = 0;
  for (const [name, def] of Object.entries(s.blocks)) {
    run.push([name, def]);
    size += def.entities.length + 1;
    if (size >= RUN) {
      out.push(`B${JSON.stringify(run)}`);
      run = [];
      size = 0;
    }
  }
  if (run.length) out.push(`B${JSON.stringify(run)}`);
  return out.join('\n');
}

/** Reads snapshot lines one at a time (a page reads them in idle time), then gives the snapshot. */
export class SnapshotLinesReader {
  private snap: DrawingSnapshot | null = null;
  private readonly entities: SnapshotEntity[] = [];
  private readonly blocks: DrawingSnapshot['blocks'] = {};

  line(text: string): void {
    if (!this.snap) {
      this.snap = JSON.parse(text) as DrawingSnapshot;
      return;
    }
    const kind = text.charCodeAt(0);
    const value = JSON.parse(text.slice(1)) as unknown;
    if (kind === 69 /* E */) for (const e of value as SnapshotEntity[]) this.entities.push(e);
    else if (kind === 66 /* B */) for (const [name, def] of value as Array<[string, DrawingSnapshot['blocks'][string]]>) this.blocks[name] = def;
    else throw new Error(`not a snapshot line: ${text.slice(0, 20)}`);
  }

  snapshot(): DrawingSnapshot {
    if (!this.snap) throw new Error('no snapshot lines were read');
    return { ...this.snap, entities: this.entities, blocks: this.blocks };
  }
}

/** Read snapshotLines text; `pause` is awaited between lines. */
export async function readSnapshotLines(text: string, pause: () => Promise<void> = async () => {}): Promise<DrawingSnapshot> {
  const r = new SnapshotLinesReader();
  for (let at = 0; at < text.length; ) {
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    if (at > 0) await pause();
    r.line(text.slice(at, end));
    at = end + 1;
  }
  return r.snapshot();
}
