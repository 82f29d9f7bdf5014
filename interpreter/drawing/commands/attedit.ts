/*
 * -ATTEDIT (and ATTEDIT from a program: the command-line form; the dialog form needs a pick and is
 * not reachable from a script). Prompts from AutoCAD's -ATTEDIT reference:
 *   Edit attributes one at a time? [Yes/No] <Y>:
 *   Enter block name specification <*>:  Enter attribute tag specification <*>:
 *   Enter attribute value specification <*>:
 *   Select Attributes:            (enames of INSERTs or ATTRIBs, sets, picks, windows...)
 *   one at a time, per attribute: Enter an option [Value/Position/Height/Angle/Style/Layer/Color/Next] <N>:
 *     Value: Enter type of value modification [Change/Replace] <R>:  then
 *            Enter new attribute value:  or  Enter string to change: / Enter new string:
 *   global (No): Performing global editing of attribute values.
 *     Edit only attributes visible on screen? [Yes/No] <Y>:   (Yes: Select Attributes:, No: every one)
 *     specifications, then Enter string to change: / Enter new string:
 * Specifications are wildcard patterns (case-insensitive); a value specification of "\" matches
 * an empty value. Only the attributes that match are edited; changes go straight to the ATTRIB
 * records (undoable, in the diff).
 */
import { blockDef, insertAttribs, setEntityGroups } from '../blocks.js';
import { colorOf } from '../drawing.js';
import type { DbRecord } from '../model/record.js';
import { tagGet, tagStr, type GV } from '../model/tags.js';
import { compileWcmatch } from '../selection/wildcard.js';
import { defineCommand } from './engine/command-def.js';
import type { Ask, CommandIo } from './engine/io.js';
import { selectObjects } from './engine/select.js';
import { styleInfo } from './text.js';

interface Specs {
  block: (s: string) => boolean;
  tag: (s: string) => boolean;
  value: (s: string) => boolean;
}

function* spec(io: CommandIo, prompt: string): Ask<(s: string) => boolean> {
  const a = yield* io.ask(prompt, { text: true, enter: true });
  const pattern = a.kind === 'text' ? a.s : a.kind === 'keyword' ? a.k : '*';
  if (pattern === '\\') return (s) => s === '';
  const test = compileWcmatch(pattern, true);
  return (s) => test(s);
}

function* specs(io: CommandIo): Ask<Specs> {
  const block = yield* spec(io, 'Enter block name specification <*>: ');
  const tag = yield* spec(io, 'Enter attribute tag specification <*>: ');
  const value = yield* spec(io, 'Enter attribute value specification <*>: ');
  return { block, tag, value };
}

/** The matching ATTRIBs of the given INSERT / ATTRIB records, in order. */
function matching(io: CommandIo, picked: readonly DbRecord[], s: Specs): DbRecord[] {
  const db = io.d.db;
  const out: DbRecord[] = [];
  const seen = new Set<string>();
  const consider = (ins: DbRecord, only?: DbRecord): void => {
    if (!s.block(tagStr(ins.body, 2))) return;
    for (const a of insertAttribs(db, ins.handle)) {
      if (only && a.handle !== only.handle) continue;
      if (seen.has(a.handle) || !s.tag(tagStr(a.body, 2)) || !s.value(tagStr(a.body, 1))) continue;
      seen.add(a.handle);
      out.push(a);
    }
  };
  for (const r of picked) {
    if (r.type === 'INSERT') consider(r);
    else if (r.type === 'ATTRIB') {
      const ins = db.get(r.owner);
      if (ins) consider(ins, r);
    }
  }
  return out;
}

function* pickAttributes(io: CommandIo): Ask<DbRecord[]> {
  const items = yield* selectObjects(io, { prompt: 'Select Attributes: ' });
  const db = io.d.db;
  return items.map((e) => db.getByEname(e)).filter((r): r is DbRecord => !!r);
}

const setGroups = (io: CommandIo, r: DbRecord, changes: ReadonlyArray<readonly [number, GV]>): DbRecord => setEntityGroups(io.d, r, changes);

/** Replace every `from` in the value by `to`. */
const changed = (value: string, from: string, to: string): string => (from === '' ? value : value.split(from).join(to));

function* editOne(io: CommandIo, start: DbRecord): Ask<void> {
  let r = start;
  for (;;) {
    const a = yield* io.keyword('Enter an option [Value/Position/Height/Angle/Style/Layer/Color/Next] <N>: ', { enter: true });
    if (a.kind !== 'keyword' || a.k === 'Next') return;
    switch (a.k) {
      case 'Value': {
        const m = yield* io.keyword('Enter type of value modification [Change/Replace] <R>: ', { enter: true });
        if (m.kind === 'keyword' && m.k === 'Change') {
          const from = yield* io.text('Enter string to change: ');
          const to = yield* io.text('Enter new string: ');
          r = setGroups(io, r, [[1, changed(tagStr(r.body, 1), from, to)]]);
        } else r = setGroups(io, r, [[1, yield* io.text('Enter new attribute value: ')]]);
        break;
      }
      case 'Position': {
        const p = yield* io.point('Specify new text insertion point <no change>: ', { enter: true });
        if (p.kind === 'point') {
          const justified = (tagGet(r.body, 72) ?? 0) !== 0 || (tagGet(r.body, 74) ?? 0) !== 0;
          r = setGroups(io, r, justified ? [[11, io.ocs(p.p)]] : [[10, io.ocs(p.p)]]);
        }
        break;
      }
      case 'Height': {
        const h = yield* io.distance(`Specify new height <${io.fmtDist(Number(tagGet(r.body, 40) ?? 0))}>: `, { enter: true, positive: true, nonzero: true });
        if (h.kind === 'number') r = setGroups(io, r, [[40, h.n]]);
        break;
      }
      case 'Angle': {
        const g = yield* io.angle(`Specify new rotation angle <${io.fmtAngle(Number(tagGet(r.body, 50) ?? 0))}>: `, { enter: true });
        if (g.kind === 'number') r = setGroups(io, r, [[50, io.ocsAngle(g.n)]]);
        break;
      }
      case 'Style': {
        const cur = tagStr(r.body, 7, 'Standard');
        const s = (yield* io.text(`Enter new text style <${cur}>: `)).trim();
        const st = s ? styleInfo(io, s) : undefined;
        if (st) r = setGroups(io, r, [[7, st.name]]);
        break;
      }
      case 'Layer': {
        const cur = tagStr(r.body, 8, '0');
        const s = (yield* io.text(`Enter new layer name <${cur}>: `)).trim();
        const lay = s ? io.d.db.tableEntry('LAYER', s) : undefined;
        if (lay) r = setGroups(io, r, [[8, tagStr(lay.body, 2)]]);
        break;
      }
      case 'Color': {
        const c = yield* io.ask('Enter new color [Truecolor/COlorbook] <BYLAYER>: ', { text: true, enter: true });
        if (c.kind === 'text') {
          const aci = colorOf(c.s);
          r = setGroups(io, r, [[62, aci]]);
        }
        break;
      }
    }
  }
}

export const ATTEDIT = defineCommand({
  names: ['-ATTEDIT', 'ATTEDIT'],
  *run(io) {
    const one = yield* io.keyword('Edit attributes one at a time? [Yes/No] <Y>: ', { enter: true });
    if (one.kind === 'enter' || one.k === 'Yes') {
      const s = yield* specs(io);
      const list = matching(io, yield* pickAttributes(io), s);
      io.message(`${list.length} attributes selected.`);
      for (const r of list) yield* editOne(io, r);
      return;
    }
    io.message('Performing global editing of attribute values.');
    const vis = yield* io.keyword('Edit only attributes visible on screen? [Yes/No] <Y>: ', { enter: true });
    const s = yield* specs(io);
    let list: DbRecord[];
    if (vis.kind === 'keyword' && vis.k === 'No') {
      io.message('Drawing must be regenerated afterwards.');
      const db = io.d.db;
      const inserts = db.ents.filter((r) => r.type === 'INSERT' && !r.deleted && db.isMain(r) && blockDef(db, tagStr(r.body, 2)));
      list = matching(io, inserts, s);
    } else list = matching(io, yield* pickAttributes(io), s);
    io.message(`${list.length} attributes selected.`);
    const from = yield* io.text('Enter string to change: ');
    const to = yield* io.text('Enter new string: ');
    for (const r of list) setGroups(io, r, [[1, changed(tagStr(r.body, 1), from, to)]]);
  },
});
