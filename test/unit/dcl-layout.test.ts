/*
 * DCL layout rules (Autodesk: "Distributing Tiles in a Cluster", alignment, fixed_width,
 * width/height as minimums) on small dialogs, checked on the boxes the preview draws.
 */
import { describe, expect, it } from 'vitest';
import { loadDclLibrary } from '../../interpreter/dialogs/dcl-library.js';
import { instantiate } from '../../interpreter/dialogs/tile-tree.js';
import { DCL_METRICS, layoutDialog, type Placed } from '../../interpreter/dialogs/layout.js';
import { dialogView, type TileView } from '../../interpreter/dialogs/view.js';

function layout(text: string, name = 'd') {
  const lib = loadDclLibrary('t.dcl', { read: () => text, resolveInclude: () => undefined });
  expect(lib.diagnostics).toEqual([]);
  return layoutDialog(instantiate(lib, name)!);
}
function find(p: Placed, key: string): Placed {
  if (p.node.attrs['key']?.text === key) return p;
  for (const c of p.children) {
    try {
      return find(c, key);
    } catch {
      // keep looking
    }
  }
  throw new Error(`no ${key}`);
}
const near = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(1e-6);

describe('DCL layout', () => {
  it('ok_cancel: two 8-wide buttons, 2 apart (plus margins), centred under wider content', () => {
    const l = layout('d : dialog { : text { key = "t"; label = "A rather long line of text here"; } ok_cancel; }');
    const ok = find(l.root, 'accept').box;
    const cancel = find(l.root, 'cancel').box;
    expect(ok.w).toBe(8);
    expect(cancel.w).toBe(8);
    near(cancel.x - (ok.x + ok.w), 2 + 4 * DCL_METRICS.marginX);
    const mid = (ok.x + cancel.x + cancel.w) / 2;
    near(mid, l.width / 2);
    expect(ok.y).toBeGreaterThan(find(l.root, 't').box.y);
    near(ok.y, cancel.y);
  });

  it('a tile that is not fixed fills the column; a fixed one keeps its width and follows its alignment', () => {
    const l = layout(`d : dialog {
      : text { key = "wide"; label = "Twenty characters..."; }
      : button { key = "fill"; label = "Fill"; }
      : button { key = "mid"; label = "Mid"; fixed_width = true; alignment = centered; }
      : button { key = "right"; label = "R"; fixed_width = true; alignment = right; }
      : button { key = "left"; label = "L"; fixed_width = true; }
      ok_only; }`);
    const wide = find(l.root, 'wide').box;
    const fill = find(l.root, 'fill').box;
    expect(fill.w).toBeCloseTo(wide.w);
    const mid = find(l.root, 'mid').box;
    expect(mid.w).toBe('Mid'.length + 2);
    near(mid.x + mid.w / 2, wide.x + wide.w / 2);
    const right = find(l.root, 'right').box;
    near(right.x + right.w, wide.x + wide.w);
    near(find(l.root, 'left').box.x, wide.x);
  });

  it('in a row of fixed tiles the first keeps left, the last right, the rest spread evenly', () => {
    const l = layout(`d : dialog { : text { label = "................................................"; }
      : row { : button { key = "a"; label = "A"; fixed_width = true; } : button { key = "b"; label = "B"; fixed_width = true; }
              : button { key = "c"; label = "C"; fixed_width = true; } }
      ok_only; }`);
    const a = find(l.root, 'a').box;
    const b = find(l.root, 'b').box;
    const c = find(l.root, 'c').box;
    near(b.x - (a.x + a.w), c.x - (b.x + b.w));
    expect(c.x - a.x).toBeGreaterThan(30);
  });

  it('extra room goes to the tiles that may stretch (spacer_0 takes it from fixed buttons)', () => {
    const l = layout(`d : dialog { : text { label = "................................................"; }
      : row { : button { key = "a"; label = "A"; fixed_width = true; } spacer_0; : button { key = "b"; label = "B"; fixed_width = true; }
              : button { key = "c"; label = "C"; fixed_width = true; } }
      ok_only; }`);
    const b = find(l.root, 'b').box;
    const c = find(l.root, 'c').box;
    near(c.x - (b.x + b.w), 2 * DCL_METRICS.marginX);
  });

  it('rows centre fixed-height tiles vertically unless aligned; width and height are minimums', () => {
    const l = layout(`d : dialog { : row {
      : list_box { key = "lb"; }
      : button { key = "top"; label = "T"; alignment = top; }
      : button { key = "mid"; label = "M"; }
      : edit_box { key = "e"; label = "Width"; edit_width = 6; width = 30; } }
      ok_only; }`);
    const lb = find(l.root, 'lb').box;
    expect([lb.w, lb.h]).toEqual([10, 10]);
    near(find(l.root, 'top').box.y, lb.y);
    const mid = find(l.root, 'mid').box;
    near(mid.y + mid.h / 2, lb.y + lb.h / 2);
    const e = find(l.root, 'e');
    expect(e.box.w).toBeGreaterThanOrEqual(30);
    near(e.fieldX! + 6, e.box.x + e.box.w);
  });

  it('a boxed column keeps room for its label; the view gives pixels, values and flags', () => {
    const text = `d : dialog { label = "Title"; : boxed_column { label = "Group"; key = "g";
      : toggle { key = "t"; label = "On"; value = "1"; } : popup_list { key = "p"; list = "a\\nb"; } } ok_cancel; }`;
    const l = layout(text);
    const g = find(l.root, 'g').box;
    const t = find(l.root, 't').box;
    expect(t.y - g.y).toBeGreaterThanOrEqual(DCL_METRICS.boxLabel);
    const lib = loadDclLibrary('t.dcl', { read: () => text, resolveInclude: () => undefined });
    const v = dialogView(instantiate(lib, 'd')!, { name: 'd', file: 't.dcl', stateOf: () => undefined });
    expect(v.title).toBe('Title');
    const flat: TileView[] = [];
    const walk = (x: TileView) => (flat.push(x), x.children.forEach(walk));
    walk(v.root);
    const group = flat.find((x) => x.key === 'g')!;
    expect(group).toMatchObject({ type: 'cluster', proto: 'boxed_column', boxed: true, vertical: true, label: 'Group' });
    expect(flat.find((x) => x.key === 'accept')).toMatchObject({ type: 'button', isDefault: true, label: '  OK  ', w: 56 });
    expect(flat.find((x) => x.key === 'cancel')).toMatchObject({ isCancel: true });
    expect(v.width).toBe(Math.round(l.width * 7));
  });
});
