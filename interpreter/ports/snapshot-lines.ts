/*
 * A drawing's views' snapshot as lines of JSON, so a page can read 100k entities without one long
 * JSON.parse holding its frames: the first line is the snapshot's head (no entities, no block
 * contents), then `E` lines each hold a run of entities in order, and `B` lines a run of block
 * definitions ([name, definition] pairs). JSON.stringify never writes a raw newline, so lines split
 * on '\n'. The host's loader writes it (electron/main/services/snapshot-bytes.ts), the page reads it
 * (renderer/commands/drawings.ts), pausing between lines.
 */
import type { DrawingSnapshot, SnapshotEntity } from './snapshot.js';

/** entities per E line: a line parses in a few milliseconds */
const RUN = 2000;

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

/** Read snapshotLines text; `pause` is awaited between lines (a page yields to its frames there). */
export async function readSnapshotLines(text: string, pause: () => Promise<void> = async () => {}): Promise<DrawingSnapshot> {
  let end = text.indexOf('\n');
  if (end < 0) end = text.length;
  const snap = JSON.parse(text.slice(0, end)) as DrawingSnapshot;
  const entities: SnapshotEntity[] = [];
  const blocks: DrawingSnapshot['blocks'] = {};
  for (let at = end + 1; at < text.length; at = end + 1) {
    end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    await pause();
    const kind = text.charCodeAt(at);
    const value = JSON.parse(text.slice(at + 1, end)) as unknown;
    if (kind === 69 /* E */) for (const e of value as SnapshotEntity[]) entities.push(e);
    else if (kind === 66 /* B */) for (const [name, def] of value as Array<[string, DrawingSnapshot['blocks'][string]]>) blocks[name] = def;
    else throw new Error(`not a snapshot line: ${text.slice(at, Math.min(end, at + 20))}`);
  }
  snap.entities = entities;
  snap.blocks = blocks;
  return snap;
}
