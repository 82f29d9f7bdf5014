/*
 * DCL layout, as the PDB lays a dialog out: sizes are in DCL units (character widths across,
 * character heights down). First every tile's minimum size is measured bottom-up (its width and
 * height attributes are minimums); then space is handed out top-down:
 *   - along a row (or down a column) extra space goes to the children that may stretch (not
 *     fixed_width / fixed_height), in equal shares; when none may, the first child keeps to the
 *     start, the last to the end and the others are spread evenly between them;
 *   - across a row (or a column) a child fills the row's height (the column's width) unless it
 *     is fixed, in which case its alignment places it (rows: centered by default, columns: left).
 * Pure and DOM-free: the workbench draws the boxes this computes, and tests check them.
 */
import { attrBool, attrNumber, attrString, type TileNode } from './tile-tree.js';

/** Pixels per DCL unit in the workbench (and for dimx_tile / dimy_tile). */
export const DCL_PIXELS = { cw: 7, ch: 15 } as const;

/** Sizes the layout uses, in DCL units. */
export const DCL_METRICS = {
  /** margin on each side of a tile that has one (horizontal_margin / vertical_margin not none) */
  marginX: 0.33,
  marginY: 0.2,
  /** space inside a dialog's border */
  dialogPad: 0.67,
  /** a boxed cluster's border padding (sides and bottom) and the label line above its contents */
  boxPad: 0.5,
  boxLabel: 1.0,
  buttonHeight: 1.75,
  editHeight: 1.5,
  /** width of the edit portion of an edit box / popup list when nothing says otherwise */
  editDefault: 10,
  checkWidth: 2.2,
  sliderThickness: 1.5,
  sliderLength: 10,
  /** horizontal scale of a character unit over a vertical one (for aspect_ratio) */
  unitAspect: DCL_PIXELS.cw / DCL_PIXELS.ch,
} as const;

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A tile's place: its content box (margins excluded), and for edit boxes and popups where the field starts. */
export interface Placed {
  node: TileNode;
  box: Box;
  /** edit_box / popup_list: the x where the input field begins */
  fieldX?: number;
  children: Placed[];
}

export interface DialogLayout {
  root: Placed;
  width: number;
  height: number;
}

const M = DCL_METRICS;

/** The label as shown: & mnemonics removed. */
export const shownLabel = (label: string | undefined): string => (label ?? '').replace(/&(.)/g, '$1');

const isCluster = (n: TileNode): boolean => n.type === 'dialog' || n.type === 'cluster' || n.type === 'radio_cluster';
const isVertical = (n: TileNode): boolean => attrString(n, 'layout') === 'vertical';
const isBoxed = (n: TileNode): boolean => attrBool(n, 'boxed');
const marginX = (n: TileNode): number => (attrString(n, 'horizontal_margin') === 'none' || n.type === 'dialog' ? 0 : M.marginX);
const marginY = (n: TileNode): number => (attrString(n, 'vertical_margin') === 'none' || n.type === 'dialog' ? 0 : M.marginY);

/** Padding inside a cluster around its children: [left, top, right, bottom]. */
function padding(n: TileNode): [number, number, number, number] {
  if (n.type === 'dialog') return [M.dialogPad, M.dialogPad, M.dialogPad, M.dialogPad];
  if (!isBoxed(n)) return [0, 0, 0, 0];
  const label = attrString(n, 'label') ?? '';
  const top = label === '' ? M.boxPad * 0.5 : label.trim() === '' ? M.boxPad : M.boxLabel + M.boxPad * 0.5;
  return [M.boxPad, top, M.boxPad, M.boxPad];
}

interface Size {
  w: number;
  h: number;
}

/** Content size of a leaf tile (margins excluded). */
function leafSize(n: TileNode): Size {
  const width = attrNumber(n, 'width');
  const height = attrNumber(n, 'height');
  const label = shownLabel(attrString(n, 'label'));
  const atLeast = (v: number, min: number | undefined) => Math.max(v, min ?? 0);
  switch (n.type) {
    case 'text':
      return { w: atLeast(label.length, width), h: atLeast(1, height) };
    case 'button':
      return { w: atLeast(label.length + 2, width), h: atLeast(M.buttonHeight, height) };
    case 'toggle':
    case 'radio_button':
      return { w: atLeast(M.checkWidth + label.length, width), h: atLeast(1, height) };
    case 'edit_box':
    case 'popup_list': {
      const lw = label ? label.length + 1 : 0;
      const ew = attrNumber(n, 'edit_width') || M.editDefault;
      return { w: atLeast(lw + ew + (n.type === 'popup_list' ? 2 : 0), width), h: atLeast(M.editHeight, height) };
    }
    case 'list_box':
      return { w: atLeast(label.length, width ?? 10), h: (height ?? 10) + (label ? 1 : 0) };
    case 'slider':
      return attrString(n, 'layout') === 'vertical'
        ? { w: atLeast(M.sliderThickness, width), h: atLeast(M.sliderLength, height) }
        : { w: atLeast(M.sliderLength, width), h: atLeast(M.sliderThickness, height) };
    case 'image':
    case 'image_button': {
      const ratio = attrNumber(n, 'aspect_ratio');
      let w = width ?? 0;
      let h = height ?? 0;
      if (ratio && ratio > 0) {
        if (width !== undefined && height === undefined) h = (w * M.unitAspect) / ratio;
        else if (height !== undefined && width === undefined) w = (h * ratio) / M.unitAspect;
      }
      return { w, h };
    }
    default:
      return { w: width ?? 0, h: height ?? 0 };
  }
}

/** Outer minimum size (margins included) of every tile, memoised per node. */
function measure(n: TileNode, memo: Map<TileNode, Size>): Size {
  const got = memo.get(n);
  if (got) return got;
  let content: Size;
  if (isCluster(n)) {
    const [l, t, r, b] = padding(n);
    const kids = n.children.map((c) => measure(c, memo));
    const vertical = n.type === 'dialog' || isVertical(n);
    const along = kids.reduce((s, k) => s + (vertical ? k.h : k.w), 0);
    const across = kids.reduce((m, k) => Math.max(m, vertical ? k.w : k.h), 0);
    content = vertical ? { w: across + l + r, h: along + t + b } : { w: along + l + r, h: across + t + b };
    const label = shownLabel(attrString(n, 'label'));
    if (isBoxed(n) && label.trim()) content.w = Math.max(content.w, label.length + 2 * M.boxPad + 1);
    content.w = Math.max(content.w, attrNumber(n, 'width') ?? 0);
    content.h = Math.max(content.h, attrNumber(n, 'height') ?? 0);
    if (n.type === 'dialog') content.w = Math.max(content.w, shownLabel(attrString(n, 'label')).length + 6);
  } else content = leafSize(n);
  const out = { w: content.w + 2 * marginX(n), h: content.h + 2 * marginY(n) };
  memo.set(n, out);
  return out;
}

const fixedW = (n: TileNode): boolean => attrBool(n, 'fixed_width');
const fixedH = (n: TileNode): boolean => attrBool(n, 'fixed_height');

/** Place `n` in the outer box `o` (margins included). */
function place(n: TileNode, o: Box, memo: Map<TileNode, Size>): Placed {
  const mx = marginX(n);
  const my = marginY(n);
  const box: Box = { x: o.x + mx, y: o.y + my, w: Math.max(0, o.w - 2 * mx), h: Math.max(0, o.h - 2 * my) };
  const out: Placed = { node: n, box, children: [] };
  if (n.type === 'edit_box' || n.type === 'popup_list') {
    const label = shownLabel(attrString(n, 'label'));
    const ew = attrNumber(n, 'edit_width');
    const fieldW = ew ? ew + (n.type === 'popup_list' ? 2 : 0) : box.w - (label ? label.length + 1 : 0);
    out.fieldX = ew ? box.x + box.w - fieldW : box.x + (label ? label.length + 1 : 0);
  }
  if (!isCluster(n)) return out;
  const [l, t, r, b] = padding(n);
  const inner: Box = { x: box.x + l, y: box.y + t, w: Math.max(0, box.w - l - r), h: Math.max(0, box.h - t - b) };
  const vertical = n.type === 'dialog' || isVertical(n);
  const sizes = n.children.map((c) => measure(c, memo));
  const mins = sizes.map((s) => (vertical ? s.h : s.w));
  const avail = vertical ? inner.h : inner.w;
  const extra = Math.max(0, avail - mins.reduce((s, v) => s + v, 0));
  const stretch = n.children.map((c) => !(vertical ? fixedH(c) : fixedW(c)));
  const stretchCount = stretch.filter(Boolean).length;
  const count = n.children.length;
  const gap = stretchCount === 0 && count > 1 ? extra / (count - 1) : 0;
  let pos = vertical ? inner.y : inner.x;
  n.children.forEach((c, i) => {
    const len = (mins[i] as number) + (stretchCount > 0 && stretch[i] ? extra / stretchCount : 0);
    const s = sizes[i] as Size;
    let slot: Box;
    if (vertical) {
      const fits = fixedW(c);
      const w = fits ? Math.min(s.w, inner.w) : inner.w;
      const align = attrString(c, 'alignment');
      const x = !fits ? inner.x : align === 'right' ? inner.x + inner.w - w : align === 'centered' ? inner.x + (inner.w - w) / 2 : inner.x;
      slot = { x, y: pos, w, h: len };
    } else {
      const fits = fixedH(c);
      const h = fits ? Math.min(s.h, inner.h) : inner.h;
      const align = attrString(c, 'alignment');
      const y = !fits ? inner.y : align === 'top' ? inner.y : align === 'bottom' ? inner.y + inner.h - h : inner.y + (inner.h - h) / 2;
      slot = { x: pos, y, w: len, h };
    }
    out.children.push(place(c, slot, memo));
    pos += len + gap;
  });
  return out;
}

/** Lay a dialog tree out at its minimum size (the size AutoCAD opens it at). */
export function layoutDialog(root: TileNode): DialogLayout {
  const memo = new Map<TileNode, Size>();
  const size = measure(root, memo);
  const placed = place(root, { x: 0, y: 0, w: size.w, h: size.h }, memo);
  return { root: placed, width: size.w, height: size.h };
}
