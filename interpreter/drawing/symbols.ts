/*
 * Named objects and what refers to them: what PURGE may remove and what RENAME must follow.
 * Lispwright's records refer to layers, linetypes, text styles, dimension styles and blocks by
 * name (8, 6, 7, 3, 2), so renaming one rewrites every reference (entities in every space and
 * block definition, layers' linetypes, the current-setting variables), as AutoCAD's object
 * references follow a rename by themselves. Standard entries are never purged: layer 0 and
 * Defpoints, linetypes ByBlock/ByLayer/Continuous, text and dimension style Standard, the ACAD
 * application, the current layer/linetype/style/dimension style, layout blocks and anonymous blocks.
 */
import type { BlockDef, TableName } from './db.js';
import type { Drawing } from './drawing.js';
import type { DbRecord } from './model/record.js';
import { tagSet, tagStr, type Tags } from './model/tags.js';

export type SymbolKind = 'BLOCK' | 'LAYER' | 'LTYPE' | 'STYLE' | 'DIMSTYLE' | 'APPID' | 'UCS' | 'VIEW' | 'VPORT';

/** The group an entity names each kind by. */
const ENTITY_CODE: Partial<Record<SymbolKind, number>> = { LAYER: 8, LTYPE: 6, STYLE: 7, DIMSTYLE: 3 };
const STYLE_TYPES = new Set(['TEXT', 'MTEXT', 'ATTDEF', 'ATTRIB']);
const CURRENT_VAR: Partial<Record<SymbolKind, string>> = { LAYER: 'CLAYER', LTYPE: 'CELTYPE', STYLE: 'TEXTSTYLE', DIMSTYLE: 'DIMSTYLE', BLOCK: 'INSNAME', UCS: 'UCSNAME' };
const KEEP: Partial<Record<SymbolKind, readonly string[]>> = {
  LAYER: ['0', 'DEFPOINTS'], LTYPE: ['BYBLOCK', 'BYLAYER', 'CONTINUOUS'], STYLE: ['STANDARD'], DIMSTYLE: ['STANDARD'], APPID: ['ACAD'],
};

function names(code: number | undefined, r: DbRecord, kind: SymbolKind): string | undefined {
  if (kind === 'STYLE' && !STYLE_TYPES.has(r.type)) return undefined;
  if (kind === 'DIMSTYLE' && r.type !== 'DIMENSION') return undefined;
  return code === undefined ? undefined : tagStr(r.body, code) || undefined;
}

/** Upper-case names of the entries of `kind` that something refers to. */
export function usedNames(d: Drawing, kind: SymbolKind): Set<string> {
  const db = d.db;
  const used = new Set<string>();
  const code = ENTITY_CODE[kind];
  for (const r of db.ents) {
    if (r.deleted) continue;
    if (kind === 'BLOCK') {
      // any live reference counts, also one inside a block nothing uses (PURGE again to get that one)
      if (r.type === 'INSERT' || r.type === 'DIMENSION') used.add(tagStr(r.body, 2).toUpperCase());
      continue;
    }
    if (kind === 'APPID') {
      const x = r.xdata;
      if (x) for (let i = 0; i < x.c.length; i++) if (x.c[i] === 1001) used.add(String(x.v[i]).toUpperCase());
      continue;
    }
    const n = names(code, r, kind);
    if (n) used.add(n.toUpperCase());
  }
  if (kind === 'LTYPE')
    for (const h of db.table('LAYER')?.order ?? []) {
      const l = db.get(h);
      if (l) used.add(tagStr(l.body, 6, 'Continuous').toUpperCase());
    }
  if (kind === 'STYLE') {
    // text styles named by handle from linetypes (text elements) and dimension styles
    const byHandle = new Map((db.table('STYLE')?.order ?? []).map((h) => [h, tagStr(db.get(h)!.body, 2).toUpperCase()]));
    for (const t of ['LTYPE', 'DIMSTYLE'] as const)
      for (const h of db.table(t)?.order ?? []) {
        const r = db.get(h)!;
        for (let i = 0; i < r.body.c.length; i++) if (r.body.c[i] === 340) used.add(byHandle.get(String(r.body.v[i])) ?? '');
      }
  }
  return used;
}

const tableOf = (kind: SymbolKind): TableName => (kind === 'BLOCK' ? 'BLOCK_RECORD' : kind);

/** The entries of `kind` nothing refers to and PURGE may remove, in table order, matching `test`. */
export function purgeable(d: Drawing, kind: SymbolKind, test: (name: string) => boolean): string[] {
  const db = d.db;
  const used = usedNames(d, kind);
  const keep = new Set(KEEP[kind] ?? []);
  const cur = CURRENT_VAR[kind];
  const curVal = cur ? d.sysvars.get(cur) : undefined;
  if (typeof curVal === 'string' && kind !== 'BLOCK') keep.add(curVal.toUpperCase());
  const out: string[] = [];
  if (kind === 'BLOCK') {
    for (const b of db.blocks.values()) {
      if (db.isLayout(b.record) || b.name.startsWith('*') || used.has(b.name.toUpperCase()) || !test(b.name)) continue;
      out.push(b.name);
    }
    return out;
  }
  for (const h of db.table(tableOf(kind))?.order ?? []) {
    const r = db.get(h);
    if (!r || r.deleted) continue;
    const n = tagStr(r.body, 2);
    if (keep.has(n.toUpperCase()) || used.has(n.toUpperCase()) || n.includes('|') || !test(n)) continue;
    out.push(n);
  }
  return out;
}

/** Remove an entry (PURGE). */
export function purgeSymbol(d: Drawing, kind: SymbolKind, name: string): void {
  if (kind === 'BLOCK') d.db.removeBlock(name);
  else d.db.removeTableEntry(tableOf(kind), name);
}

/** The entry of `kind` named `name`, or undefined (a block: its definition). */
export function findSymbol(d: Drawing, kind: SymbolKind, name: string): DbRecord | BlockDef | undefined {
  if (kind === 'BLOCK') {
    const b = d.db.block(name);
    return b && !d.db.isLayout(b.record) ? b : undefined;
  }
  return d.db.tableEntry(tableOf(kind), name);
}

function renamedBody(body: Tags, code: number, from: string, to: string): Tags | undefined {
  const i = body.c.indexOf(code);
  if (i < 0 || String(body.v[i]).toUpperCase() !== from.toUpperCase()) return undefined;
  return tagSet(body, code, to);
}

/** Rename an entry and every reference to it. */
export function renameSymbol(d: Drawing, kind: SymbolKind, from: string, to: string): void {
  const db = d.db;
  if (kind === 'BLOCK') {
    const b = db.block(from)!;
    for (const h of [b.record, b.begin]) {
      const r = db.get(h);
      if (r) db.replace({ ...r, body: tagSet(r.body, 2, to) });
    }
    db.renameTableEntry('BLOCK_RECORD', b.name, to, b.record);
    db.renameBlock(b.name, to);
    for (const r of db.ents.slice()) {
      if (r.deleted || (r.type !== 'INSERT' && r.type !== 'DIMENSION')) continue;
      const nb = renamedBody(r.body, 2, from, to);
      if (nb) db.replace({ ...r, body: nb });
    }
  } else {
    const table = tableOf(kind);
    const rec = db.tableEntry(table, from)!;
    db.replace({ ...rec, body: tagSet(rec.body, 2, to) });
    db.renameTableEntry(table, tagStr(rec.body, 2), to, rec.handle);
    const code = ENTITY_CODE[kind];
    if (code !== undefined)
      for (const r of db.ents.slice()) {
        if (r.deleted || !names(code, r, kind)) continue;
        const nb = renamedBody(r.body, code, from, to);
        if (nb) db.replace({ ...r, body: nb });
      }
    if (kind === 'LTYPE')
      for (const h of db.table('LAYER')?.order ?? []) {
        const l = db.get(h)!;
        const nb = renamedBody(l.body, 6, from, to);
        if (nb) db.replace({ ...l, body: nb });
      }
  }
  const v = CURRENT_VAR[kind];
  const cur = v ? d.sysvars.get(v) : undefined;
  if (v && typeof cur === 'string' && cur.toUpperCase() === from.toUpperCase()) d.sysvars.setRaw(v, to);
}
