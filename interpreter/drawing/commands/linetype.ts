/*
 * -LINETYPE (and LINETYPE from a program) [MAC:LINETYPE-Command-2]:
 *   Current line type:  "ByLayer"
 *   Enter an option [?/Create/Load/Set]:                         (repeats; Enter ends)
 *   Load:   Enter linetype(s) to load:   (names, comma-separated wildcards)
 *           Enter name of linetype file <acad.lin>:   (acadiso.lin when MEASUREMENT is 1)
 *           Linetype "X" is already loaded.  Reload it? <Y>:   (EXPERT 3 and up: Yes)
 *   Set:    Specify linetype name or [?] <ByLayer>:   -> CELTYPE
 *   Create: Enter name of linetype to create: / Enter name of linetype file <acad.lin>: /
 *           Descriptive text: / Enter linetype pattern (on next line): A,...   (written to the file)
 * Files come from the run's sandbox first, then the bundled acad.lin / acadiso.lin subset
 * (support/lin.ts). The LTYPE record [LTYPE DXF reference]: 2 name, 70 0, 3 description, 72 65
 * ("A"), 73 element count, 40 total length, per element 49 length and 74 type (0 plain; 2 text,
 * with 75 0, 340 the text style, 46 scale, 50 rotation, 44 45 offset, 9 the text; 4 shape).
 */
import { MESSAGES } from '../../core/messages.js';
import { filesOf } from '../../ports/files.js';
import { TagBuilder, tagStr } from '../model/tags.js';
import { compileWcmatch } from '../selection/wildcard.js';
import { linFileText, parseLin, type LinDefinition } from '../support/lin.js';
import { BUNDLED_LIN } from '../support/lin-files.js';
import { defineCommand } from './engine/command-def.js';
import type { Ask, CommandIo } from './engine/io.js';

const DEG = Math.PI / 180;

/** The LTYPE record body of a definition. */
export function linetypeBody(io: CommandIo, def: LinDefinition): ReturnType<TagBuilder['done']> {
  const b = new TagBuilder();
  b.push(100, 'AcDbSymbolTableRecord').push(100, 'AcDbLinetypeTableRecord').push(2, def.name).push(70, 0).push(3, def.description).push(72, 65);
  b.push(73, def.elements.length).push(40, def.elements.reduce((s, e) => s + Math.abs(e.length), 0));
  for (const e of def.elements) {
    b.push(49, e.length);
    if (e.text === undefined && e.shape === undefined) {
      b.push(74, 0);
      continue;
    }
    const style = io.d.db.tableEntry('STYLE', e.style ?? 'STANDARD') ?? io.d.db.tableEntry('STYLE', 'Standard');
    b.push(74, (e.text !== undefined ? 2 : 4) | (e.absolute ? 1 : 0)).push(75, 0);
    if (style) b.push(340, style.handle);
    b.push(46, e.scale ?? 1).push(50, (e.rotation ?? 0) * DEG).push(44, e.x ?? 0).push(45, e.y ?? 0);
    if (e.text !== undefined) b.push(9, e.text);
  }
  return b.done();
}

function* fileName(io: CommandIo): Ask<string> {
  const dflt = io.num('MEASUREMENT', 0) === 1 ? 'acadiso.lin' : 'acad.lin';
  const t = (yield* io.text(`Enter name of linetype file <${dflt}>: `)).trim();
  return t === '' ? dflt : /\.lin$/i.test(t) ? t : `${t}.lin`;
}

function* load(io: CommandIo): Ask<void> {
  const spec = (yield* io.text('Enter linetype(s) to load: ')).trim();
  const file = yield* fileName(io);
  const text = linFileText(filesOf(io.ctx), file);
  if (text === undefined) {
    io.complainText(MESSAGES.linetypeFileNotFound(file));
    return;
  }
  const tests = spec.split(',').map((p) => compileWcmatch(p.trim(), true));
  const defs = parseLin(text).filter((d) => tests.some((t) => t(d.name)));
  if (defs.length === 0) {
    io.complainText(MESSAGES.linetypeNotInFile(spec, file));
    return;
  }
  const db = io.d.db;
  for (const def of defs) {
    const existing = db.tableEntry('LTYPE', def.name);
    if (existing) {
      if (io.num('EXPERT', 0) < 3) {
        const q = yield* io.keyword(`Linetype "${tagStr(existing.body, 2)}" is already loaded.  Reload it? <Y>: `, { keywords: 'Yes No', enter: true });
        if (q.kind === 'keyword' && q.k === 'No') continue;
      }
      db.replace({ ...existing, body: linetypeBody(io, { ...def, name: tagStr(existing.body, 2) }) });
      io.message(MESSAGES.linetypeReloaded(def.name));
      continue;
    }
    db.addTableEntry('LTYPE', 'LTYPE', linetypeBody(io, def));
    io.message(MESSAGES.linetypeLoaded(def.name));
  }
}

function* create(io: CommandIo): Ask<void> {
  const name = (yield* io.text('Enter name of linetype to create: ')).trim();
  if (!name) return;
  const file = yield* fileName(io);
  const desc = yield* io.text('Descriptive text: ');
  io.message('Enter linetype pattern (on next line):');
  const pattern = yield* io.text('A,');
  const files = filesOf(io.ctx);
  if (!files) return io.notSimulated('-LINETYPE Create without the run\'s file sandbox');
  const before = linFileText(files, file) ?? '';
  const base = before || BUNDLED_LIN[file.toLowerCase()] || '';
  const entry = `*${name},${desc}\nA,${pattern.replace(/^\s*A\s*,/i, '')}\n`;
  const target = files.find(file) ?? file;
  files.write(target, `${base}${base && !base.endsWith('\n') ? '\n' : ''}${entry}`);
}

function* set(io: CommandIo): Ask<void> {
  for (;;) {
    const a = yield* io.ask(`Specify linetype name or [?] <${io.str('CELTYPE', 'ByLayer')}>: `, { text: true, enter: true });
    if (a.kind === 'enter') return;
    if (a.kind === 'keyword') {
      list(io);
      continue;
    }
    const name = a.kind === 'text' ? a.s.trim() : '';
    const r = /^(BYLAYER|BYBLOCK)$/i.test(name) ? undefined : io.d.db.tableEntry('LTYPE', name);
    if (/^bylayer$/i.test(name)) io.setVar('CELTYPE', 'ByLayer');
    else if (/^byblock$/i.test(name)) io.setVar('CELTYPE', 'ByBlock');
    else if (r) io.setVar('CELTYPE', tagStr(r.body, 2));
    else {
      io.complainText(MESSAGES.linetypeNotFound(name));
      continue;
    }
    return;
  }
}

function list(io: CommandIo): void {
  const db = io.d.db;
  const rows = (db.table('LTYPE')?.order ?? []).map((h) => db.get(h)!).map((r) => `${tagStr(r.body, 2).padEnd(20)}${tagStr(r.body, 3)}`);
  io.message(['Linetypes defined in drawing:', ...rows].join('\n'));
}

export const LINETYPE = defineCommand({
  names: ['-LINETYPE', 'LINETYPE'],
  *run(io) {
    io.message(`Current line type:  "${io.str('CELTYPE', 'ByLayer')}"`);
    for (;;) {
      const a = yield* io.keyword('Enter an option [?/Create/Load/Set]: ', { enter: true });
      if (a.kind !== 'keyword') return;
      if (a.k === '?') {
        yield* io.text('Enter linetype(s) to list <*>: ');
        list(io);
      } else if (a.k === 'Load') yield* load(io);
      else if (a.k === 'Set') yield* set(io);
      else yield* create(io);
    }
  },
});

