/*
 * -INSERT (and INSERT from a program, which shows the same prompts [initdia]): a block reference
 * with scale, rotation and attributes. Prompts from AutoCAD's -INSERT reference and the real
 * transcript in "About Entity Context and Coordinate Transform Data" [ctx]:
 *   Enter block name or [?] <last>:            name | *name (inserted exploded) | name=file | ?
 *   Units: Inches   Conversion:   1.0000       (block units against INSUNITS)
 *   Specify insertion point or [Basepoint/Scale/X/Y/Z/Rotate]:   S X Y Z R preset a value
 *   Enter X scale factor, specify opposite corner, or [Corner/XYZ] <1>:
 *   Enter Y scale factor <use X scale factor>:
 *   Specify rotation angle <0>:
 *   Enter attribute values / <prompt> <default>:   ATTREQ 1 and ATTDIA 0, one per variable ATTDEF
 * An exploded insertion (*name) asks one scale ("Specify scale factor for XYZ axes <1>:") and
 * adds the block's contents themselves. A name not defined in the drawing is looked up as a
 * drawing file in the run's sandbox (block-files.ts: DXF is read, a real DWG is reported as not
 * simulated); not found gives AutoCAD's "Can't find file in search path" and the command ends.
 * With ATTDIA 1 AutoCAD opens the Edit Attributes dialog: Lispwright uses the default values, says
 * so, and records the run as not verifiable (the answers the script meant for the prompts then
 * reach the Command: prompt, as they would in AutoCAD).
 */
import { MESSAGES } from '../../core/messages.js';
import { logUnsimulated } from '../../ports/commands.js';
import { filesOf } from '../../ports/files.js';
import { addCopies, blockDef, blockEntities, copyEntities, insertGroups, insertPlacement, variableAttributes, type AttdefInfo, type InsertSpec } from '../blocks.js';
import { blockFromDxf, fileBaseName, findDrawingFile } from '../block-files.js';
import { currentProperties, currentSpace } from './engine/entity.js';
import { defineCommand } from './engine/command-def.js';
import type { Ask, CommandIo } from './engine/io.js';
import { makeRecord } from '../model/record.js';
import { buildEntityBody } from '../entity-body.js';
import { TagBuilder, tagNum } from '../model/tags.js';
import type { Vec3 } from '../geometry/vec.js';
import type { GV } from '../geometry/groups.js';
import { validSymbolName } from '../checks.js';
import { unitFactor, UNIT_NAMES } from '../units.js';

const MAIN = 'Specify insertion point or [Basepoint/Scale/X/Y/Z/Rotate]: ';

interface Presets {
  scale?: Vec3;
  x?: number;
  y?: number;
  z?: number;
  rotation?: number;
}

/** The block a typed name stands for: defined, or read from a drawing file (name=file, a path). */
function* resolveBlock(io: CommandIo, typed: string): Ask<string | undefined> {
  const eq = typed.indexOf('=');
  const name = eq >= 0 ? typed.slice(0, eq) : typed;
  const file = eq >= 0 ? typed.slice(eq + 1) || name : undefined;
  const isPath = /[\\/]|\.(dwg|dxf)$/i.test(name);
  const blockName = isPath ? fileBaseName(name) : name;
  const existing = blockDef(io.d.db, blockName);
  if (existing && file === undefined) return blockName;
  const found = findDrawingFile(filesOf(io.ctx), file ?? name);
  if (found.kind === 'missing') {
    if (existing) return blockName;
    io.complainText(MESSAGES.blockNotFoundFile(found.tried, filesOf(io.ctx)?.displayPath('.') ?? 'C:\\Lispwright'));
    return undefined;
  }
  if (found.kind === 'dwg') return io.notSimulated(`-INSERT of the DWG file ${found.path} (Lispwright reads drawings as DXF)`);
  if (!validSymbolName(blockName)) {
    io.complainText(MESSAGES.blockInvalidName());
    return undefined;
  }
  if (existing) {
    if (io.num('EXPERT', 0) < 2) {
      const a = yield* io.keyword(`Block "${blockName}" already exists. Redefine it? [Yes/No] <No>: `, { enter: true });
      if (a.kind !== 'keyword' || a.k !== 'Yes') return blockName;
    }
  }
  blockFromDxf(io.d, found.text, blockName);
  // a block read from a drawing file takes the file's units (INSUNITS of the file): kept unitless here
  return blockName;
}

function unitsMessage(io: CommandIo, name: string): number {
  const b = blockDef(io.d.db, name)!;
  const rec = io.d.db.get(b.record);
  const units = rec ? tagNum(rec.body, 70) : 0;
  const target = io.num('INSUNITS', 0);
  const factor = unitFactor(units, target);
  io.message(`Units: ${UNIT_NAMES[units] ?? 'Unitless'}   Conversion:   ${io.fmtDist(factor)}`);
  return factor;
}

function* scales(io: CommandIo, p: Vec3, preset: Presets): Ask<Vec3> {
  if (preset.scale) return preset.scale;
  if (preset.x !== undefined || preset.y !== undefined || preset.z !== undefined) {
    const x = preset.x ?? 1;
    return [x, preset.y ?? x, preset.z ?? x];
  }
  for (;;) {
    const a = yield* io.ask('Enter X scale factor, specify opposite corner, or [Corner/XYZ] <1>: ', { number: 'real', point: true, base: p, enter: true, nonzero: true });
    if (a.kind === 'enter') return yield* yScale(io, 1, false);
    if (a.kind === 'number') return yield* yScale(io, a.n, false);
    if (a.kind === 'point') return corner(p, a.p);
    if (a.kind !== 'keyword') continue;
    if (a.k === 'Corner') {
      const c = yield* io.point('Specify opposite corner: ', { base: p });
      if (c.kind === 'point') return corner(p, c.p);
      continue;
    }
    // XYZ
    const x = yield* io.ask('Specify X scale factor or [Corner] <1>: ', { number: 'real', point: true, base: p, enter: true, nonzero: true });
    if (x.kind === 'point') return corner(p, x.p);
    if (x.kind === 'keyword') {
      const c = yield* io.point('Specify opposite corner: ', { base: p });
      if (c.kind === 'point') return corner(p, c.p);
      continue;
    }
    return yield* yScale(io, x.kind === 'number' ? x.n : 1, true);
  }
}

const corner = (p: Vec3, q: Vec3): Vec3 => {
  const x = q[0] - p[0] || 1;
  const y = q[1] - p[1] || 1;
  return [x, y, x];
};

function* yScale(io: CommandIo, x: number, askZ: boolean): Ask<Vec3> {
  const y = yield* io.real('Enter Y scale factor <use X scale factor>: ', { enter: true, nonzero: true });
  const ys = y.kind === 'number' ? y.n : x;
  if (!askZ) return [x, ys, x];
  const z = yield* io.real('Specify Z scale factor <use X scale factor>: ', { enter: true, nonzero: true });
  return [x, ys, z.kind === 'number' ? z.n : x];
}

/** The attribute values, asked at the command line (ATTREQ 1, ATTDIA 0). */
function* attributeValues(io: CommandIo, defs: readonly AttdefInfo[]): Ask<string[]> {
  const values = defs.map((a) => a.value);
  const asked = defs.map((a, i) => ((a.flags & 8) === 0 ? i : -1)).filter((i) => i >= 0);
  if (asked.length === 0) return values;
  io.message('Enter attribute values');
  const ask = function* (i: number, shown: string): Ask<void> {
    const a = defs[i]!;
    const prompt = a.prompt || a.tag;
    const v = yield* io.text(shown === '' ? `${prompt}: ` : `${prompt} <${shown}>: `);
    values[i] = v === '' ? shown : v;
  };
  for (const i of asked) yield* ask(i, defs[i]!.value);
  const verify = asked.filter((i) => (defs[i]!.flags & 4) !== 0);
  if (verify.length) {
    io.message('Verify attribute values');
    for (const i of verify) yield* ask(i, values[i]!);
  }
  return values;
}

export const INSERT = defineCommand({
  names: ['-INSERT', 'INSERT'],
  *run(io) {
    const last = io.str('INSNAME', '');
    let name: string | undefined;
    let exploded = false;
    for (;;) {
      const a = yield* io.ask(last ? `Enter block name or [?] <${last}>: ` : 'Enter block name or [?]: ', { text: true, enter: !!last });
      if (a.kind === 'enter') {
        name = last;
        break;
      }
      if (a.kind === 'keyword') {
        yield* listBlocks(io);
        continue;
      }
      if (a.kind !== 'text') continue;
      let typed = a.s.trim();
      if (typed === '~') return io.notSimulated('-INSERT ~ (the file dialog)');
      exploded = typed.startsWith('*');
      if (exploded) typed = typed.slice(1);
      name = yield* resolveBlock(io, typed);
      if (name === undefined) return;
      break;
    }
    const b = blockDef(io.d.db, name);
    if (!b) {
      io.complainText(MESSAGES.blockNoSuch(name));
      return;
    }
    const factor = unitsMessage(io, name);
    const preset: Presets = {};
    let p: Vec3;
    for (;;) {
      const a = yield* io.point(MAIN);
      if (a.kind === 'point') {
        p = a.p;
        break;
      }
      if (a.kind !== 'keyword') continue;
      if (a.k === 'Basepoint') return io.notSimulated('-INSERT Basepoint');
      if (a.k === 'Rotate') {
        const r = yield* io.angle('Specify rotation angle <0>: ', { enter: true });
        preset.rotation = r.kind === 'number' ? r.n : 0;
        continue;
      }
      const prompt = a.k === 'Scale' ? 'Specify scale factor for XYZ axes <1>: ' : `Specify ${a.k} scale factor <1>: `;
      const s = yield* io.real(prompt, { enter: true, nonzero: true });
      const n = s.kind === 'number' ? s.n : 1;
      if (a.k === 'Scale') preset.scale = [n, n, n];
      else if (a.k === 'X') preset.x = n;
      else if (a.k === 'Y') preset.y = n;
      else preset.z = n;
    }
    let scale: Vec3;
    if (exploded) {
      if (preset.scale) scale = preset.scale;
      else {
        const s = yield* io.real('Specify scale factor for XYZ axes <1>: ', { enter: true, nonzero: true });
        const n = s.kind === 'number' ? s.n : 1;
        scale = [n, n, n];
      }
    } else scale = yield* scales(io, p, preset);
    let rotation = preset.rotation;
    if (rotation === undefined) {
      const r = yield* io.angle('Specify rotation angle <0>: ', { base: p, enter: true });
      rotation = r.kind === 'number' ? r.n : 0;
    }
    const spec: InsertSpec = {
      name,
      at: io.ocs(p),
      scale: [scale[0] * factor, scale[1] * factor, scale[2] * factor],
      rotation: io.ocsAngle(rotation),
      normal: io.normal(),
      layer: io.str('CLAYER', '0'),
    };
    io.setVar('INSNAME', name);
    if (exploded) {
      const contents = copyEntities(io.d, blockEntities(io.d.db, b).map((r) => r.handle), insertPlacement(io.d.db, spec));
      addCopies(io.d.db, currentSpace(io.ctx, io.d), contents.copies);
      return;
    }
    const defs = variableAttributes(io.d.db, name);
    let values = defs.map((a) => a.value);
    if (defs.length && io.num('ATTREQ', 1) !== 0) {
      if (io.num('ATTDIA', 0) !== 0) {
        io.complainText(MESSAGES.attdiaDialog());
        logUnsimulated(io.ctx, 'INSERT Edit Attributes dialog (ATTDIA 1)');
      } else values = yield* attributeValues(io, defs);
    }
    const made = insertGroups(io.d, { ...spec, value: (_a, i) => values[i] ?? '' });
    addInsert(io, made.groups, made.attribs.map((x) => x.groups));
  },
});

/** The INSERT with the current properties, its ATTRIBs as their definitions made them, and a SEQEND. */
export function addInsert(io: CommandIo, groups: ReadonlyArray<readonly [number, GV]>, attribs: ReadonlyArray<ReadonlyArray<readonly [number, GV]>>): string {
  if (attribs.length === 0) return io.add('INSERT', groups);
  const db = io.d.db;
  const env = io.d.env();
  const body = (type: string, g: ReadonlyArray<readonly [number, GV]>, props: ReadonlyArray<readonly [number, GV]>) => {
    const t = new TagBuilder();
    for (const [c, v] of props) if (!g.some((x) => x[0] === c)) t.push(c, v);
    for (const [c, v] of g) t.push(c, v);
    return buildEntityBody(type, t.done(), env, true).body;
  };
  const header = makeRecord(db.newHandle(), 'INSERT', currentSpace(io.ctx, io.d), body('INSERT', groups, currentProperties(io.ctx, 'INSERT')));
  db.addEntity(header);
  for (const g of attribs) db.addEntity(makeRecord(db.newHandle(), 'ATTRIB', header.handle, body('ATTRIB', g, [])));
  db.addEntity(makeRecord(db.newHandle(), 'SEQEND', header.handle, body('SEQEND', [[8, io.str('CLAYER', '0')]], [])));
  return header.handle;
}

export function* listBlocks(io: CommandIo): Ask<void> {
  yield* io.ask('Enter block(s) to list <*>: ', { text: true, enter: true });
  const db = io.d.db;
  const names = [...db.blocks.values()].filter((b) => !db.isLayout(b.record) && !b.name.startsWith('*')).map((b) => b.name);
  const unnamed = [...db.blocks.values()].filter((b) => !db.isLayout(b.record) && b.name.startsWith('*')).length;
  io.message(['Defined blocks.', ...names.map((n) => `  "${n}"`), '', 'User      External     Dependent    Unnamed', 'Blocks    References   Blocks       Blocks', `${String(names.length).padEnd(10)}0            0            ${unnamed}`].join('\n'));
}

