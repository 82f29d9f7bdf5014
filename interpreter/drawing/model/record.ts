/*
 * A database record: an entity, a table entry, a BLOCK/ENDBLK or an object. Records are immutable —
 * a change makes a new record object — so a snapshot is just a copy of the record arrays and a diff
 * can skip every record whose identity did not change.
 */
import type { Tags } from './tags.js';

export interface DbRecord {
  readonly handle: string;
  /** DXF type: LINE, LAYER, DICTIONARY, ... */
  readonly type: string;
  /** owner handle ("0" when none) */
  readonly owner: string;
  /** 102 groups between the handle and the owner (reactors, extension dictionary) */
  readonly head: Tags | null;
  /** everything after the owner in entget form (67/410 are derived from the owner, not stored) */
  readonly body: Tags;
  /** extended data: 1001 application groups and their items */
  readonly xdata: Tags | null;
  readonly deleted: boolean;
}

export function makeRecord(
  handle: string,
  type: string,
  owner: string,
  body: Tags,
  head: Tags | null = null,
  xdata: Tags | null = null,
  deleted = false,
): DbRecord {
  return { handle, type, owner, head, body, xdata, deleted };
}

export function withBody(r: DbRecord, body: Tags, xdata: Tags | null = r.xdata): DbRecord {
  // the one record shape (makeRecord's), written out: faster than a spread on hot paths (MOVE)
  return { handle: r.handle, type: r.type, owner: r.owner, head: r.head, body, xdata, deleted: r.deleted };
}

export function withDeleted(r: DbRecord, deleted: boolean): DbRecord {
  return { ...r, deleted };
}

export function withOwner(r: DbRecord, owner: string): DbRecord {
  return { ...r, owner };
}

/** Entity types that are part of a complex entity (owned by their POLYLINE/INSERT). */
export const SUBENTITY_TYPES = new Set(['VERTEX', 'ATTRIB', 'SEQEND']);
