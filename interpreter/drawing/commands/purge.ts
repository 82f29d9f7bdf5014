/*
 * -PURGE (and PURGE from a program) [commands.md -PURGE: a real transcript; Autodesk script page]:
 *   Nested items = Off    Orphaned data = Off
 *   Enter type of unused objects to purge [Blocks/DEtailviewstyles/Dimstyles/Groups/LAyers/LTypes/MAterials/MUltileaderstyles/Plotstyles/SHapes/textSTyles/Mlinestyles/SEctionviewstyles/Tablestyles/Visualstyles/Regapps/Zero-length geometry/Empty text objects/Orphaned data/All]:
 *   Enter name(s) to purge <*>:
 *   Verify each name to be purged? [Yes/No] <Y>:
 *   per name when verifying: Purge block "X"? <N>:    then Deleting block "X".
 *   N blocks deleted.  /  No unreferenced blocks found.
 * Only unreferenced entries go (drawing/symbols.ts); a block used only by an unused block stays
 * until the next purge, which is why programs purge several times ((command "_.-purge" "_a" "*"
 * "_n") three times). Zero-length geometry erases zero-length lines, arcs and polylines; Empty
 * text objects erases TEXT and MTEXT whose text is only blanks. The kinds Lispwright has no
 * objects for (detail view styles, groups, materials, ...) find nothing to purge.
 */
import { defineCommand } from './engine/command-def.js';
import type { Ask, CommandIo } from './engine/io.js';
import { compileWcmatch } from '../selection/wildcard.js';
import { purgeable, purgeSymbol, type SymbolKind } from '../symbols.js';
import { num, point, str } from '../geometry/groups.js';

const PROMPT = 'Enter type of unused objects to purge [Blocks/DEtailviewstyles/Dimstyles/Groups/LAyers/LTypes/MAterials/MUltileaderstyles/Plotstyles/SHapes/textSTyles/Mlinestyles/SEctionviewstyles/Tablestyles/Visualstyles/Regapps/Zero-length geometry/Empty text objects/Orphaned data/All]: ';

interface Kind {
  kind: SymbolKind;
  one: string;
  many: string;
}
const KINDS: Readonly<Record<string, Kind>> = {
  Blocks: { kind: 'BLOCK', one: 'block', many: 'blocks' },
  Dimstyles: { kind: 'DIMSTYLE', one: 'dimension style', many: 'dimension styles' },
  LAyers: { kind: 'LAYER', one: 'layer', many: 'layers' },
  LTypes: { kind: 'LTYPE', one: 'linetype', many: 'linetypes' },
  textSTyles: { kind: 'STYLE', one: 'text style', many: 'text styles' },
  Regapps: { kind: 'APPID', one: 'registered application', many: 'registered applications' },
};
/** The order All goes through the kinds. */
const ALL = ['Blocks', 'Dimstyles', 'LAyers', 'LTypes', 'textSTyles', 'Regapps'];

function* purgeKind(io: CommandIo, k: Kind, test: (s: string) => boolean, verify: boolean): Ask<void> {
  let n = 0;
  for (const name of purgeable(io.d, k.kind, test)) {
    if (verify) {
      const q = yield* io.keyword(`Purge ${k.one} "${name}"? <N>: `, { keywords: 'Yes No', enter: true });
      if (q.kind !== 'keyword' || q.k !== 'Yes') continue;
    }
    io.message(`Deleting ${k.one} "${name}".`);
    purgeSymbol(io.d, k.kind, name);
    n++;
  }
  io.message(n === 0 ? `No unreferenced ${k.many} found.` : `${n} ${n === 1 ? k.one : k.many} deleted.`);
}

function zeroLength(io: CommandIo): number {
  const db = io.d.db;
  let n = 0;
  for (const r of db.ents.slice()) {
    if (r.deleted || !db.isMain(r)) continue;
    const g = r.body;
    let zero = false;
    if (r.type === 'LINE') {
      const a = point(g, 10);
      const b = point(g, 11);
      zero = !!a && !!b && a[0] === b[0] && a[1] === b[1] && a[2] === b[2];
    } else if (r.type === 'ARC' || r.type === 'CIRCLE') zero = num(g, 40, 1) === 0;
    if (zero) {
      db.replace({ ...r, deleted: true });
      n++;
    }
  }
  return n;
}

function emptyText(io: CommandIo): number {
  const db = io.d.db;
  let n = 0;
  for (const r of db.ents.slice()) {
    if (r.deleted || !db.isMain(r) || (r.type !== 'TEXT' && r.type !== 'MTEXT')) continue;
    if ((str(r.body, 1) ?? '').trim() === '') {
      db.replace({ ...r, deleted: true });
      n++;
    }
  }
  return n;
}

export const PURGE = defineCommand({
  names: ['-PURGE', 'PURGE'],
  *run(io) {
    io.message('Nested items = Off    Orphaned data = Off');
    const a = yield* io.keyword(PROMPT);
    if (a.kind !== 'keyword') return;
    if (a.k === 'Zero-length') {
      const n = zeroLength(io);
      io.message(n ? `${n} zero-length objects deleted.` : 'No zero-length geometry found.');
      return;
    }
    if (a.k === 'Empty') {
      const n = emptyText(io);
      io.message(n ? `${n} empty text objects deleted.` : 'No empty text objects found.');
      return;
    }
    const kinds = a.k === 'All' ? ALL : KINDS[a.k] ? [a.k] : [];
    const spec = (yield* io.text('Enter name(s) to purge <*>: ')).trim() || '*';
    const tests = spec.split(',').map((p) => compileWcmatch(p.trim(), true));
    const test = (s: string): boolean => tests.some((t) => t(s));
    const v = yield* io.keyword('Verify each name to be purged? [Yes/No] <Y>: ', { enter: true });
    const verify = v.kind !== 'keyword' || v.k === 'Yes';
    if (kinds.length === 0) {
      io.message(`No unreferenced ${a.k.toLowerCase()} found.`);
      return;
    }
    for (const k of kinds) yield* purgeKind(io, KINDS[k]!, test, verify);
  },
});
