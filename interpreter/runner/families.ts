/*
 * THE builtin registry: every builtin family a run has, in the order a run registers them (a
 * later row wins a name clash). To add a family, import its table and add one row here; the
 * runner, the editor catalogue (`npm run catalogue`), the agent's lookup_function / check_code
 * and the test interpreters all read this list, so nothing else needs to change.
 *
 * A row is one family file's registration table. `drawing: true` rows work on the drawing
 * database (ctx.services.drawing): a run without a drawing leaves them out, and a stand-in drawing
 * (DrawingPort.builtins, in tests) replaces them. A `wrap` row wraps whatever the rows before it
 * registered under its names (its `defs` stand in when nothing did).
 */
import { isLazyTable, lazyTable, tableRows, type BuiltinDef, type BuiltinTable, type LazyBuiltinTable } from '../builtins/registry.js';
import { LANGUAGE_CORE } from '../builtins/index.js';
import { ACTIVEX_CONSTANTS, ACTIVEX_DATA_BUILTINS, ACTIVEX_OBJECT_BUILTINS } from '../drawing/activex/index.js';
import { COMMAND_BUILTINS } from '../drawing/builtins/commands.js';
import { CURVE_BUILTINS } from '../drawing/builtins/curves.js';
import { DICT_BUILTINS } from '../drawing/builtins/dicts.js';
import { ENTITY_BUILTINS } from '../drawing/builtins/entities.js';
import { TRANS_BUILTINS } from '../drawing/builtins/geometry-trans.js';
import { OSNAP_BUILTINS } from '../drawing/builtins/osnap.js';
import { DBMOD_BUILTINS } from '../drawing/builtins/dbmod.js';
import { MENUCMD_BUILTINS } from '../drawing/builtins/menucmd.js';
import { SYSVAR_BUILTINS } from '../drawing/builtins/sysvars.js';
import { TABLE_BUILTINS } from '../drawing/builtins/tables.js';
import { XDATA_BUILTINS } from '../drawing/builtins/xdata.js';
import { REACTOR_BUILTINS } from '../drawing/reactors/builtins.js';
import { SELECTION_BUILTINS } from '../drawing/selection/builtins.js';
import { DIALOG_BUILTINS } from '../dialogs/builtins.js';
import { FILE_BUILTINS } from './builtins/files.js';
import { GRAPHICS_BUILTINS } from './builtins/graphics.js';
import { GRREAD_BUILTINS } from './builtins/grread.js';
import { INPUT_BUILTINS } from './builtins/input.js';
import { PICK_BUILTINS } from './builtins/picks.js';
import { POINT_INPUT_BUILTINS } from './builtins/points.js';
import { COMMAND_FALLBACKS, guardCommand, SANDBOX_BUILTINS } from './builtins/sandbox.js';
import { VL_FILE_BUILTINS } from './builtins/vl-files.js';

export interface BuiltinFamily {
  /** what the family is, for tests and reports */
  readonly name: string;
  /** the family's rows (a lazy family's are made on first read) */
  readonly defs: readonly BuiltinDef[];
  /**
   * Made on first use: a run's interpreter gets this table and makes the rows only when a name it
   * covers is interned (runTables); `defs` makes them when read.
   */
  readonly lazy?: LazyBuiltinTable;
  /** works on the drawing database: registered only when the run has one */
  readonly drawing?: true;
  /** wraps the function registered earlier under each of its names (undefined when none was) */
  readonly wrap?: (name: string, inner: BuiltinDef | undefined) => BuiltinDef;
}

/** A family row whose table is made on first use. */
const lazyFamily = (name: string, table: LazyBuiltinTable, drawing?: true): BuiltinFamily => ({
  name,
  lazy: table,
  get defs() {
    return table.load();
  },
  ...(drawing ? { drawing } : {}),
});

export const BUILTIN_FAMILIES: readonly BuiltinFamily[] = [
  { name: 'language core', defs: LANGUAGE_CORE },
  { name: 'entities', defs: ENTITY_BUILTINS, drawing: true },
  { name: 'symbol tables', defs: TABLE_BUILTINS, drawing: true },
  { name: 'dictionaries', defs: DICT_BUILTINS, drawing: true },
  { name: 'xdata', defs: XDATA_BUILTINS, drawing: true },
  { name: 'curves (vlax-curve-*)', defs: CURVE_BUILTINS, drawing: true },
  { name: 'commands', defs: COMMAND_BUILTINS, drawing: true },
  { name: 'object snaps', defs: OSNAP_BUILTINS, drawing: true },
  { name: 'selection sets', defs: SELECTION_BUILTINS, drawing: true },
  { name: 'system variables', defs: SYSVAR_BUILTINS, drawing: true },
  { name: 'trans and textbox', defs: TRANS_BUILTINS, drawing: true },
  lazyFamily('ActiveX object model (vla-, vlax-)', ACTIVEX_OBJECT_BUILTINS, true),
  { name: 'ActiveX variants and safearrays', defs: ACTIVEX_DATA_BUILTINS },
  lazyFamily('ActiveX enum constants', ACTIVEX_CONSTANTS),
  { name: 'reactors (vlr-*)', defs: REACTOR_BUILTINS, drawing: true },
  { name: 'menucmd and DIESEL', defs: MENUCMD_BUILTINS },
  { name: 'DBMOD stack', defs: DBMOD_BUILTINS },
  { name: 'input', defs: INPUT_BUILTINS },
  { name: 'point input', defs: POINT_INPUT_BUILTINS },
  { name: 'entity picks', defs: PICK_BUILTINS },
  { name: 'files', defs: FILE_BUILTINS },
  { name: 'vl files', defs: VL_FILE_BUILTINS },
  { name: 'sandbox', defs: SANDBOX_BUILTINS },
  { name: 'dialogs (DCL)', defs: DIALOG_BUILTINS },
  { name: 'grread', defs: GRREAD_BUILTINS },
  { name: 'graphics screen (grdraw, grvecs, grtext, redraw)', defs: GRAPHICS_BUILTINS },
  { name: 'command shell guard', defs: COMMAND_FALLBACKS, wrap: guardCommand },
];

export interface RunBuiltinsOptions {
  /**
   * The run's drawing: 'database' (default) registers the drawing rows; false leaves them out;
   * a list is a stand-in drawing's own families, registered in their place.
   */
  drawing?: 'database' | false | ReadonlyArray<readonly BuiltinDef[]>;
  /** a host's extra families (tests, embedding): after the registry's rows, before the wrap rows */
  extra?: ReadonlyArray<readonly BuiltinDef[]>;
}

const plainTables: { lazy?: readonly BuiltinTable[]; made?: ReadonlyArray<readonly BuiltinDef[]> } = {};

/** A run's builtin tables in registration order, every table made: what Interp's `builtins` option takes. */
export function runBuiltins(opts: RunBuiltinsOptions = {}): ReadonlyArray<readonly BuiltinDef[]> {
  const plain = (opts.drawing ?? 'database') === 'database' && !opts.extra?.length;
  if (plain && plainTables.made) return plainTables.made;
  const out = runTables(opts).map(tableRows);
  if (plain) plainTables.made = out;
  return out;
}

/**
 * The same tables for a run's interpreter, a lazy family's left lazy (made when the run first
 * names one of its builtins). The same array for every plain run, so runs share their bindings.
 */
export function runTables(opts: RunBuiltinsOptions = {}): readonly BuiltinTable[] {
  const drawing = opts.drawing ?? 'database';
  const plain = drawing === 'database' && !opts.extra?.length;
  if (plain && plainTables.lazy) return plainTables.lazy;
  const out: BuiltinTable[] = [];
  let standInPlaced = false;
  let extraPlaced = false;
  for (const family of BUILTIN_FAMILIES) {
    const table = family.lazy ?? family.defs;
    if (family.drawing) {
      if (drawing === 'database') out.push(table);
      else if (drawing && !standInPlaced) out.push(...drawing);
      standInPlaced = true;
    } else if (family.wrap) {
      if (!extraPlaced) out.push(...(opts.extra ?? []));
      extraPlaced = true;
      const wrap = family.wrap;
      // made when a run first names one of its rows: finding what it wraps searches every table before it
      const before = out.slice();
      const names = new Set(family.defs.map((d) => d.name.toUpperCase()));
      out.push(lazyTable((n) => names.has(n), () => family.defs.map((d) => wrap(d.name, registered(before, d.name)))));
    } else out.push(table);
  }
  if (!extraPlaced) out.push(...(opts.extra ?? []));
  if (plain) plainTables.lazy = out;
  return out;
}

/** The row a wrap row wraps: the last one registered under its name (a lazy table is made only if it covers the name). */
function registered(tables: readonly BuiltinTable[], name: string): BuiltinDef | undefined {
  const upper = name.toUpperCase();
  for (let i = tables.length - 1; i >= 0; i--) {
    const t = tables[i]!;
    if (isLazyTable(t) && !t.covers(upper)) continue;
    const d = tableRows(t).find((x) => x.name === name);
    if (d) return d;
  }
  return undefined;
}
