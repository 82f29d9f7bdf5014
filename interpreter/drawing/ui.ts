/*
 * toUi: the snapshot as the renderer draws it — layers with their on/frozen/locked state, the live
 * entities of model and paper space (subentities included, each with its groups), the block
 * definitions for expanding INSERTs, and the model-space extents of the primary points.
 */
import type { DrawingSnapshot, SnapshotEntity, SnapshotLayer } from '../ports/snapshot.js';
import type { DbRecord } from './model/record.js';
import { tagGet, tagNum, tagStr, type GV } from './model/tags.js';
import type { Snap } from './snapshot.js';

function uiEntity(r: DbRecord, block: string | undefined): SnapshotEntity {
  const groups: Array<[number, GV]> = [];
  for (let i = 0; i < r.body.c.length; i++) if (r.body.c[i] !== -2) groups.push([r.body.c[i]!, r.body.v[i]!]);
  const e: SnapshotEntity = { handle: r.handle, type: r.type, layer: tagStr(r.body, 8, '0'), groups };
  if (block !== undefined) e.block = block;
  return e;
}

export function snapToUi(s: Snap, name: string, hash: string): DrawingSnapshot {
  const db = s.db;
  const layers: SnapshotLayer[] = [];
  for (const r of s.objs) {
    if (r.type !== 'LAYER' || r.deleted) continue;
    const col = tagNum(r.body, 62, 7);
    const f = tagNum(r.body, 70);
    layers.push({ name: tagStr(r.body, 2), color: Math.abs(col), linetype: tagStr(r.body, 6, 'Continuous'), frozen: (f & 1) !== 0, locked: (f & 4) !== 0, off: col < 0 });
  }
  const entities: SnapshotEntity[] = [];
  const blocks: DrawingSnapshot['blocks'] = {};
  const deletedParents = new Set<string>();
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const r of s.ents) {
    if (r.deleted) {
      deletedParents.add(r.handle);
      continue;
    }
    if (deletedParents.has(r.owner)) continue;
    const owner = db.spaceOwner(r);
    const layout = db.layouts.get(owner);
    if (layout !== undefined) {
      entities.push(uiEntity(r, layout === 'Model' ? undefined : db.blockByRecord.get(owner)?.name));
      if (layout === 'Model') {
        const p = tagGet(r.body, 10);
        if (Array.isArray(p) && r.type !== 'LWPOLYLINE' && r.type !== 'HATCH') {
          minX = Math.min(minX, p[0]!); maxX = Math.max(maxX, p[0]!);
          minY = Math.min(minY, p[1]!); maxY = Math.max(maxY, p[1]!);
        }
        if (r.type === 'LWPOLYLINE' || r.type === 'LINE') {
          for (let i = 0; i < r.body.c.length; i++) {
            const c = r.body.c[i];
            const q = r.body.v[i];
            if ((c === 10 || c === 11) && Array.isArray(q)) {
              minX = Math.min(minX, q[0]!); maxX = Math.max(maxX, q[0]!);
              minY = Math.min(minY, q[1]!); maxY = Math.max(maxY, q[1]!);
            }
          }
        }
      }
      continue;
    }
    const b = db.blockByRecord.get(owner);
    if (!b) continue;
    let def = blocks[b.name];
    if (!def) {
      const begin = db.get(b.begin);
      const base = begin ? tagGet(begin.body, 10) : undefined;
      def = blocks[b.name] = { base: Array.isArray(base) ? [base[0] ?? 0, base[1] ?? 0, base[2] ?? 0] : [0, 0, 0], entities: [] };
    }
    def.entities.push(uiEntity(r, b.name));
  }
  const snap: DrawingSnapshot = { name, hash, layers, entities, blocks };
  if (minX <= maxX) snap.extents = { min: [minX, minY], max: [maxX, maxY] };
  return snap;
}
