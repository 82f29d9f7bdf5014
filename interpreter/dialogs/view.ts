/*
 * A dialog as the workbench draws it: the laid-out tile tree with each tile's current state,
 * as plain JSON. The DCL preview builds one from a file's text; a running dialog sends one with
 * every question it asks the host (interaction.ts), so the drafter sees what the program did
 * (set_tile, mode_tile, lists, images) before answering.
 */
import { DCL_PIXELS, layoutDialog, shownLabel, type Placed } from './layout.js';
import type { DialogView, ImageOp, TileView } from '../ports/dialog-view.js';
import { attrBool, attrNumber, attrString, type TileNode } from './tile-tree.js';

export type { DialogView, ImageOp, TileView };

/** Per-tile state overlaid on the DCL attributes (a running dialog's, or the initial one). */
export interface TileStateLike {
  value: string;
  enabled: boolean;
  list: string[];
  image: ImageOp[];
  highlighted: boolean;
  label?: string;
}

const px = (v: number, unit: number): number => Math.round(v * unit);

function toView(p: Placed, stateOf: (n: TileNode) => TileStateLike | undefined, focusKey: string | undefined): TileView {
  const n = p.node;
  const st = stateOf(n);
  const key = attrString(n, 'key');
  const v: TileView = {
    type: n.type,
    proto: n.proto,
    x: px(p.box.x, DCL_PIXELS.cw),
    y: px(p.box.y, DCL_PIXELS.ch),
    w: px(p.box.w, DCL_PIXELS.cw),
    h: px(p.box.h, DCL_PIXELS.ch),
    value: st?.value ?? '',
    enabled: st?.enabled ?? (n.type === 'dialog' || attrString(n, 'is_enabled') !== 'false'),
    children: p.children.map((c) => toView(c, stateOf, focusKey)),
  };
  if (key !== undefined) v.key = key;
  const label = st?.label ?? attrString(n, 'label');
  if (label !== undefined) v.label = label;
  if (p.fieldX !== undefined) v.fieldX = px(p.fieldX, DCL_PIXELS.cw);
  if (n.type === 'list_box' || n.type === 'popup_list') v.list = st?.list ?? [];
  if (attrBool(n, 'boxed')) v.boxed = true;
  if (attrString(n, 'layout') === 'vertical') v.vertical = true;
  if (attrBool(n, 'is_default')) v.isDefault = true;
  if (attrBool(n, 'is_cancel')) v.isCancel = true;
  if (attrBool(n, 'is_bold')) v.isBold = true;
  if (attrBool(n, 'multiple_select')) v.multiple = true;
  const pw = attrString(n, 'password_char');
  if (pw) v.password = pw;
  const limit = attrNumber(n, 'edit_limit');
  if (limit !== undefined) v.editLimit = limit;
  if (n.type === 'slider') {
    v.min = attrNumber(n, 'min_value') ?? 0;
    v.max = attrNumber(n, 'max_value') ?? 10000;
  }
  if (n.type === 'image' || n.type === 'image_button') {
    const c = n.attrs['color'];
    if (c) v.color = c.kind === 'number' ? c.num : colorByName(c.text);
    v.image = st?.image ?? [];
  }
  if (st?.highlighted) v.highlighted = true;
  if (key !== undefined && key === focusKey) v.focus = true;
  return v;
}

const COLOR_WORDS: Record<string, number> = {
  black: 0, red: 1, yellow: 2, green: 3, cyan: 4, blue: 5, magenta: 6, white: 7,
  graphics_background: -2, dialog_background: -15, dialog_foreground: -16, dialog_line: -18,
};
const colorByName = (w: string): number => COLOR_WORDS[w] ?? -15;

export interface ViewOptions {
  name: string;
  file: string;
  depth?: number;
  stateOf: (n: TileNode) => TileStateLike | undefined;
  title?: string;
  focusKey?: string;
}

/** Lay a dialog tree out and describe it with its state. */
export function dialogView(root: TileNode, o: ViewOptions): DialogView {
  const layout = layoutDialog(root);
  const title = o.title ?? shownLabel(attrString(root, 'value') ?? attrString(root, 'label') ?? '');
  return {
    name: o.name,
    file: o.file,
    title,
    width: px(layout.width, DCL_PIXELS.cw),
    height: px(layout.height, DCL_PIXELS.ch),
    root: toView(layout.root, o.stateOf, o.focusKey),
    depth: o.depth ?? 1,
  };
}

/** dimx_tile / dimy_tile: the largest pixel coordinate of a tile's image area. */
export const tilePixels = (p: Placed): { dimx: number; dimy: number } => ({
  dimx: Math.max(0, px(p.box.w, DCL_PIXELS.cw) - 1),
  dimy: Math.max(0, px(p.box.h, DCL_PIXELS.ch) - 1),
});

export { DCL_PIXELS };
