/*
 * A dialog definition instantiated as a tree of tiles: every reference and inline tile resolved
 * to its primitive, with its attributes merged the DCL way (parents first, the first parent
 * winning among several, then the tile's own attributes, then an inline reference's), and a
 * cluster's children_* defaults applied to children that do not set those attributes.
 */
import type { AttrValue, DclAttr, DclChild, DclPos } from './dcl-ast.js';
import { primitiveOf, type DclLibrary } from './dcl-library.js';
import { PRIMITIVES, isPrimitive } from './tiles.js';

export interface TileNode {
  /** the primitive: dialog cluster radio_cluster button edit_box list_box ... */
  type: string;
  /** the nearest named tile it was made from (row, ok_button, edit12_box, a user prototype) */
  proto: string;
  attrs: Record<string, AttrValue>;
  children: TileNode[];
  pos?: DclPos;
}

type Attrs = Record<string, AttrValue>;

/** The merged attributes and the children of a named tile. */
function resolveNamed(lib: DclLibrary, name: string, depth: number): { attrs: Attrs; children: DclChild[] } {
  if (isPrimitive(name)) return { attrs: { ...(PRIMITIVES[name]?.attrs ?? {}) }, children: [] };
  const d = lib.defs.get(name);
  if (!d || depth > 64) return { attrs: {}, children: [] };
  let attrs: Attrs = {};
  let children: DclChild[] = [];
  // Several parents: the first one listed wins, so merge right to left.
  for (let i = d.parents.length - 1; i >= 0; i--) {
    const p = resolveNamed(lib, d.parents[i] as string, depth + 1);
    attrs = { ...attrs, ...p.attrs };
    if (p.children.length) children = p.children;
  }
  attrs = { ...attrs, ...own(d.attrs) };
  return { attrs, children: d.children.length ? d.children : children };
}

const own = (list: DclAttr[]): Attrs => Object.fromEntries(list.map((a) => [a.name, a.value]));

const CHILD_DEFAULTS: Array<[string, string]> = [
  ['children_alignment', 'alignment'],
  ['children_fixed_width', 'fixed_width'],
  ['children_fixed_height', 'fixed_height'],
];

function build(lib: DclLibrary, proto: string, attrs: Attrs, children: DclChild[], pos: DclPos | undefined, depth: number): TileNode {
  const node: TileNode = { type: primitiveOf(lib, proto) ?? 'spacer', proto, attrs, children: [] };
  if (pos) node.pos = pos;
  if (depth > 64) return node;
  for (const c of children) {
    const name = c.kind === 'ref' ? c.name : c.proto;
    const base = resolveNamed(lib, name, 0);
    const merged = c.kind === 'inline' ? { ...base.attrs, ...own(c.attrs) } : base.attrs;
    const kids = c.kind === 'inline' && c.children.length ? c.children : base.children;
    for (const [from, to] of CHILD_DEFAULTS) {
      const dflt = attrs[from];
      if (dflt && merged[to] === undefined) merged[to] = dflt;
    }
    node.children.push(build(lib, name, merged, kids, c.pos, depth + 1));
  }
  return node;
}

/** The tile tree of a named dialog, or undefined when the name is no dialog of the library. */
export function instantiate(lib: DclLibrary, dialogName: string): TileNode | undefined {
  const d = lib.defs.get(dialogName);
  if (!d || primitiveOf(lib, dialogName) !== 'dialog') return undefined;
  const r = resolveNamed(lib, dialogName, 0);
  return build(lib, dialogName, r.attrs, r.children, d.pos, 0);
}

/** Every tile of a tree, parents before children. */
export function* walkTiles(node: TileNode): Generator<TileNode> {
  yield node;
  for (const c of node.children) yield* walkTiles(c);
}

export const attrString = (n: TileNode, name: string): string | undefined => n.attrs[name]?.text;
export const attrBool = (n: TileNode, name: string): boolean => n.attrs[name]?.text === 'true';
export function attrNumber(n: TileNode, name: string): number | undefined {
  const v = n.attrs[name];
  return v && v.kind === 'number' ? v.num : undefined;
}
