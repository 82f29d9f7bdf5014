/*
 * The DCL dialog functions over the run's DialogSession (ctx.services.dialogs): loading and
 * unloading files, opening, running and closing dialogs, tiles, lists and images. Tile functions
 * work on the current dialog (the innermost one opened); with none open they return nil.
 */
import type { Value } from '../core/values.js';
import type { Ctx } from '../core/context.js';
import { argInt, argPoint, argString } from '../builtins/assert.js';
import { defineBuiltins } from '../builtins/registry.js';
import type { OpenDialog, TileState } from './dialog-state.js';
import type { DialogSession } from './session.js';
import { tilePixels } from './view.js';

export const dialogsOf = (ctx: Ctx): DialogSession | undefined => ctx.services['dialogs'] as DialogSession | undefined;

const optString = (v: Value | undefined): string | undefined => (v === undefined || v === null ? undefined : argString(v));

/** The current dialog and the tile named `key` in it. */
function tileOf(ctx: Ctx, key: Value): { dlg: OpenDialog; tile: TileState | undefined } | undefined {
  const k = argString(key);
  const dlg = dialogsOf(ctx)?.current();
  return dlg ? { dlg, tile: dlg.byKey.get(k) } : undefined;
}

const intArgs = (args: Value[], n: number): number[] => args.slice(0, n).map((a) => argInt(a));

export const DIALOG_BUILTINS = defineBuiltins([
  {
    name: 'load_dialog', min: 1, max: 1,
    doc: '(load_dialog dclfile) — Loads a DCL file (".dcl" assumed) from the support path; a positive id, or a negative number when it cannot be loaded.',
    fn: ([f], ctx) => dialogsOf(ctx)?.load(ctx, argString(f as Value)) ?? -1,
  },
  {
    name: 'unload_dialog', min: 1, max: 1, doc: '(unload_dialog dcl_id) — Unloads a DCL file; returns nil.',
    fn: ([id], ctx) => {
      dialogsOf(ctx)?.unload(argInt(id as Value));
      return null;
    },
  },
  {
    name: 'new_dialog', min: 2, max: 4,
    doc: '(new_dialog name dcl_id [action [screen-pt]]) — Opens dialog name of a loaded file, with a default action and position; T, or nil.',
    fn: ([name, id, action, pt], ctx) => {
      const n = argString(name as Value);
      const i = argInt(id as Value);
      const act = optString(action) ?? '';
      const p = pt === undefined || pt === null ? undefined : argPoint(pt);
      const ok = dialogsOf(ctx)?.newDialog(ctx, n, i, act, p ? [p[0] as number, p[1] as number] : undefined) ?? false;
      return ok ? ctx.T : null;
    },
  },
  {
    name: 'start_dialog', min: 0, max: 0,
    doc: '(start_dialog) — Shows the current dialog and takes input until an action calls done_dialog; returns its status (1 OK, 0 Cancel, -1 term_dialog).',
    fn: (_a, ctx) => dialogsOf(ctx)?.startDialog(ctx) ?? null,
  },
  {
    name: 'done_dialog', min: 0, max: 1, doc: '(done_dialog [status]) — Closes the current dialog (start_dialog returns status); returns its (x y) position.',
    fn: ([st], ctx) => dialogsOf(ctx)?.doneDialog(st === undefined || st === null ? undefined : argInt(st)) ?? null,
  },
  {
    name: 'term_dialog', min: 0, max: 0, doc: '(term_dialog) — Closes every open dialog as if cancelled (start_dialog returns -1); returns nil.',
    fn: (_a, ctx) => {
      dialogsOf(ctx)?.terminateAll();
      return null;
    },
  },
  {
    name: 'action_tile', min: 2, max: 2, doc: '(action_tile key expression) — Sets the action string a tile runs; T when the key exists, else nil.',
    fn: ([key, expr], ctx) => {
      const t = tileOf(ctx, key as Value);
      const e = argString(expr as Value);
      if (!t?.tile) return null;
      t.dlg.actions.set(t.tile.key as string, e);
      return ctx.T;
    },
  },
  {
    name: 'set_tile', min: 2, max: 2, doc: '(set_tile key value) — Sets a tile\'s value (a string); returns the value.',
    fn: ([key, value], ctx) => {
      const t = tileOf(ctx, key as Value);
      const v = argString(value as Value);
      if (!t) return null;
      if (t.tile) t.dlg.setValue(t.tile, v);
      return v;
    },
  },
  {
    name: 'get_tile', min: 1, max: 1, doc: '(get_tile key) — A tile\'s current value as a string, or nil.',
    fn: ([key], ctx) => tileOf(ctx, key as Value)?.tile?.value ?? null,
  },
  {
    name: 'get_attr', min: 2, max: 2, doc: '(get_attr key attribute) — An attribute of a tile as written in the DCL, as a string, or nil.',
    fn: ([key, attr], ctx) => {
      const t = tileOf(ctx, key as Value);
      const a = argString(attr as Value);
      return t?.tile?.node.attrs[a]?.text ?? null;
    },
  },
  {
    name: 'mode_tile', min: 2, max: 2, doc: '(mode_tile key mode) — 0 enable, 1 disable, 2 focus, 3 select an edit box\'s text, 4 flip an image\'s highlight; returns nil.',
    fn: ([key, mode], ctx) => {
      const t = tileOf(ctx, key as Value);
      const m = argInt(mode as Value);
      const tile = t?.tile;
      if (!t || !tile) return null;
      if (m === 0) tile.enabled = true;
      else if (m === 1) tile.enabled = false;
      else if (m === 2 || m === 3) t.dlg.focusKey = tile.key;
      else if (m === 4) tile.highlighted = !tile.highlighted;
      return null;
    },
  },
  {
    name: 'client_data_tile', min: 2, max: 2, doc: '(client_data_tile key data) — Attaches a string to a tile, seen as $data in its action; returns nil.',
    fn: ([key, data], ctx) => {
      const t = tileOf(ctx, key as Value);
      const d = argString(data as Value);
      if (t?.tile) t.tile.data = d;
      return null;
    },
  },
  {
    name: 'start_list', min: 1, max: 3, doc: '(start_list key [operation [index]]) — Starts filling a list: 1 change item index, 2 append, 3 replace (default); returns key, or nil.',
    fn: ([key, op, index], ctx) => {
      const t = tileOf(ctx, key as Value);
      const o = op === undefined || op === null ? 3 : argInt(op);
      const i = index === undefined || index === null ? 0 : argInt(index);
      const tile = t?.tile;
      if (!t || !tile || (tile.type !== 'list_box' && tile.type !== 'popup_list')) return null;
      t.dlg.list = { tile, op: o === 1 || o === 2 ? o : 3, index: i, started: false };
      return tile.key as string;
    },
  },
  {
    name: 'add_list', min: 1, max: 1, doc: '(add_list string) — Adds (or, with operation 1, changes) an item of the list being filled; returns the string, or nil.',
    fn: ([s], ctx) => {
      const text = argString(s as Value);
      const dlg = dialogsOf(ctx)?.current();
      return dlg?.addListItem(text) ? text : null;
    },
  },
  {
    name: 'end_list', min: 0, max: 0, doc: '(end_list) — Ends filling the list; returns nil.',
    fn: (_a, ctx) => {
      dialogsOf(ctx)?.current()?.endList();
      return null;
    },
  },
  {
    name: 'start_image', min: 1, max: 1, doc: '(start_image key) — Starts drawing in an image tile; returns key, or nil.',
    fn: ([key], ctx) => {
      const t = tileOf(ctx, key as Value);
      const tile = t?.tile;
      if (!t || !tile || (tile.type !== 'image' && tile.type !== 'image_button')) return null;
      t.dlg.image = tile;
      return tile.key as string;
    },
  },
  {
    name: 'fill_image', min: 5, max: 5, doc: '(fill_image x y width height color) — Fills a rectangle of the image being drawn; returns color.',
    fn: (a, ctx) => {
      const [x, y, w, h, color] = intArgs(a, 5) as [number, number, number, number, number];
      dialogsOf(ctx)?.current()?.drawImage({ op: 'fill', x, y, w, h, color });
      return color;
    },
  },
  {
    name: 'vector_image', min: 5, max: 5, doc: '(vector_image x1 y1 x2 y2 color) — Draws a line in the image being drawn; returns color.',
    fn: (a, ctx) => {
      const [x1, y1, x2, y2, color] = intArgs(a, 5) as [number, number, number, number, number];
      dialogsOf(ctx)?.current()?.drawImage({ op: 'vector', x1, y1, x2, y2, color });
      return color;
    },
  },
  {
    name: 'slide_image', min: 5, max: 5, doc: '(slide_image x y width height sldname) — Shows a slide in the image being drawn; returns sldname.',
    fn: (a, ctx) => {
      const [x, y, w, h] = intArgs(a, 4) as [number, number, number, number];
      const name = argString(a[4] as Value);
      dialogsOf(ctx)?.current()?.drawImage({ op: 'slide', x, y, w, h, name });
      return name;
    },
  },
  {
    name: 'end_image', min: 0, max: 0, doc: '(end_image) — Ends drawing in the image tile; returns nil.',
    fn: (_a, ctx) => {
      const dlg = dialogsOf(ctx)?.current();
      if (dlg) dlg.image = undefined;
      return null;
    },
  },
  {
    name: 'dimx_tile', min: 1, max: 1, doc: '(dimx_tile key) — The width of a tile in its pixel units, minus one (its largest x); nil for no tile.',
    fn: ([key], ctx) => dimension(ctx, key as Value, 'dimx'),
  },
  {
    name: 'dimy_tile', min: 1, max: 1, doc: '(dimy_tile key) — The height of a tile in its pixel units, minus one (its largest y); nil for no tile.',
    fn: ([key], ctx) => dimension(ctx, key as Value, 'dimy'),
  },
]);

function dimension(ctx: Ctx, key: Value, which: 'dimx' | 'dimy'): Value {
  const t = tileOf(ctx, key);
  if (!t?.tile) return null;
  const placed = t.dlg.placedOf(t.tile);
  return placed ? tilePixels(placed)[which] : null;
}
