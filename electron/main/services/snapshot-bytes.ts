/*
 * A large drawing's views' snapshot travels as UTF-8 bytes of snapshot lines (JSON in runs of
 * entities), loader → host → page, and is parsed once, on the page, a line at a time between frames:
 * a structured clone or a JSON.stringify/parse on each hop of 100k entities' group arrays cost seconds. The first answer
 * carries the snapshot's head: everything but the entities (layers, layouts, extents, linetypes...).
 */
import type { DrawingSnapshot } from '../../../interpreter/runner/contract.js';
import { snapshotLines } from '../../../interpreter/ports/snapshot-lines.js';

/** drawings with at least this many entities answer their first frame's part first (the page takes their scene from the host from HOST_SCENE_MIN_ENTITIES, the same figure) */
export const SPLIT_MIN_ENTITIES = 50_000;

/** The snapshot without its entities or block contents (what the page shows before the whole snapshot is in). */
export function headOfSnapshot(s: DrawingSnapshot): DrawingSnapshot {
  return { ...s, entities: [], blocks: {} };
}

/** The snapshot as UTF-8 snapshot lines (interpreter/ports/snapshot-lines.ts) in an ArrayBuffer of its own (to transfer). */
export function snapshotBytes(s: DrawingSnapshot): ArrayBuffer {
  return utf8(snapshotLines(s));
}

/** The value as UTF-8 JSON in an ArrayBuffer of its own. */
export function utf8Json(value: unknown): ArrayBuffer {
  return utf8(JSON.stringify(value));
}

function utf8(text: string): ArrayBuffer {
  const u8 = new TextEncoder().encode(text);
  return u8.byteOffset === 0 && u8.byteLength === u8.buffer.byteLength ? (u8.buffer as ArrayBuffer) : (u8.slice().buffer as ArrayBuffer);
}
