/*
 * Paper-space viewports showing model space. A VIEWPORT entity on a layout (status 68 not 0, and
 * not the layout's own overall viewport, id 69 = 1) is a window: its rectangle is centre 10, width
 * 40, height 41 in paper units; it looks at model space around the view centre 12 (DCS), from the
 * target 17, with the view height 45 filling its height, turned by the twist 51. A model point p
 * lands on paper at
 *     C + k·(R(twist)·(p − target) − viewCentre),   k = 41 / 45
 * (DCS → PSDCS as AutoCAD's ObjectARX Viewport defines it: DCS is the target-relative, twisted plan
 * view; only plan views, direction 16 = +Z, are modelled — others are drawn as plan views).
 * Each model item becomes a paper item of the layout's scene with its parts placed by that map
 * and clipped to the rectangle (`clip`); these items are not hit-tested or counted (`via`).
 * Linetypes keep their paper length (PSLTSCALE = 1, AutoCAD's default), lineweights are the
 * layout's (paper units). 51 is read in degrees: VIEWPORT is kept as the file wrote it.
 * Not modelled: layers frozen in a viewport (341), non-rectangular clip boundaries (340), perspective.
 */
import { affineMultiply, first, num, point, type Affine, type BBox, type Tags } from '../../interpreter/geometry.js';
import type { SceneItem, ScenePart } from './scene.js';

export interface ViewportWindow {
  /** model (WCS plan) → paper */
  m: Affine;
  /** the viewport's rectangle on paper */
  clip: BBox;
}

/** The window of a VIEWPORT entity's groups, or null when it shows nothing (off, the overall viewport, empty). */
export function viewportWindow(g: Tags): ViewportWindow | null {
  if (first(g, 69) === 1 || num(g, 68, 1) === 0) return null;
  const c = point(g, 10);
  const w = num(g, 40, 0);
  const h = num(g, 41, 0);
  const vh = num(g, 45, 0);
  if (!c || !(w > 0) || !(h > 0) || !(vh > 0)) return null;
  const vc = point(g, 12) ?? [0, 0, 0];
  const t = point(g, 17) ?? [0, 0, 0];
  const twist = (num(g, 51, 0) * Math.PI) / 180;
  const k = h / vh;
  const cs = Math.cos(twist) * k;
  const sn = Math.sin(twist) * k;
  // x' = C + k·R·(p − t) − k·vc
  const m: Affine = [cs, sn, -sn, cs, c[0] - (cs * t[0] - sn * t[1]) - k * vc[0], c[1] - (sn * t[0] + cs * t[1]) - k * vc[1]];
  return { m, clip: [c[0] - w / 2, c[1] - h / 2, c[0] + w / 2, c[1] + h / 2] };
}

/** The model items seen through one viewport, as paper items (handle and type kept, parts placed and clipped). */
export function viewportItems(vpHandle: string, win: ViewportWindow, model: readonly SceneItem[]): SceneItem[] {
  const out: SceneItem[] = [];
  const [x0, y0, x1, y1] = win.clip;
  for (const it of model) {
    if (!Number.isFinite(it.bbox[0])) continue;
    // cull by the item's box mapped to paper
    const b = placedBox(it.bbox, win.m);
    if (b[2] < x0 || b[0] > x1 || b[3] < y0 || b[1] > y1) continue;
    const parts: ScenePart[] = it.parts.map((p) => ({ ...p, m: p.m ? affineMultiply(win.m, p.m) : win.m, clip: win.clip }));
    const item: SceneItem = { handle: it.handle, type: it.type, layer: it.layer, parts, bbox: [Math.max(b[0], x0), Math.max(b[1], y0), Math.min(b[2], x1), Math.min(b[3], y1)], via: vpHandle };
    if (it.hatch) item.hatch = it.hatch;
    out.push(item);
  }
  return out;
}

function placedBox(b: BBox, m: Affine): BBox {
  const out: BBox = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of [[b[0], b[1]], [b[2], b[1]], [b[2], b[3]], [b[0], b[3]]] as const) {
    const px = m[0] * x + m[2] * y + m[4];
    const py = m[1] * x + m[3] * y + m[5];
    out[0] = Math.min(out[0], px);
    out[1] = Math.min(out[1], py);
    out[2] = Math.max(out[2], px);
    out[3] = Math.max(out[3], py);
  }
  return out;
}
