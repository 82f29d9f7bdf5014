/*
 * One dialog between new_dialog and its closing: every tile's runtime state (value, enabled,
 * list items, image, client data), the actions assigned to keys, and where it stands (started,
 * closed with a status). Values follow AutoCAD's string forms: toggles "0"/"1", radio buttons
 * "1"/"0" with the cluster's value the selected button's key, popup lists an index, list boxes
 * space-separated indexes, sliders an integer, text tiles what they show.
 */
import type { DialogLibraryEntry } from './session-types.js';
import { layoutDialog, type DialogLayout, type Placed } from './layout.js';
import { attrNumber, attrString, walkTiles, type TileNode } from './tile-tree.js';
import { dialogView, type DialogView, type ImageOp, type TileStateLike } from './view.js';

export interface TileState extends TileStateLike {
  node: TileNode;
  key: string | undefined;
  type: string;
  parent: TileState | undefined;
  children: TileState[];
  data: string | undefined;
}

const LIST_LIMIT = 32768;
const VALUELESS = new Set(['button', 'image_button', 'image', 'spacer', 'cluster', 'dialog']);

export class OpenDialog {
  readonly tiles: TileState[] = [];
  readonly byKey = new Map<string, TileState>();
  readonly actions = new Map<string, string>();
  private readonly byNode = new Map<TileNode, TileState>();
  private readonly placed = new Map<TileNode, Placed>();
  readonly layout: DialogLayout;
  started = false;
  closed = false;
  status: number | undefined;
  /** set once a scripted or interactive answer was used, for the record */
  answeredBy: 'script' | 'user' | 'unanswered' | 'program' = 'program';
  lastPress: string | undefined;
  readonly rejected: string[] = [];
  focusKey: string | undefined;
  /** the open start_list / start_image, if any */
  list: { tile: TileState; op: number; index: number; started: boolean } | undefined;
  image: TileState | undefined;

  constructor(
    readonly name: string,
    readonly source: DialogLibraryEntry,
    readonly tree: TileNode,
    readonly defaultAction: string,
    readonly position: [number, number] | undefined,
    readonly depth: number,
  ) {
    this.build(tree, undefined);
    this.layout = layoutDialog(tree);
    const index = (p: Placed) => {
      this.placed.set(p.node, p);
      p.children.forEach(index);
    };
    index(this.layout.root);
    const focus = attrString(tree, 'initial_focus');
    if (focus !== undefined && this.byKey.has(focus)) this.focusKey = focus;
  }

  private build(node: TileNode, parent: TileState | undefined): void {
    const st: TileState = {
      node,
      key: attrString(node, 'key'),
      type: node.type,
      parent,
      children: [],
      value: initialValue(node),
      enabled: node.type === 'dialog' || attrString(node, 'is_enabled') !== 'false',
      list: initialList(node),
      image: [],
      highlighted: false,
      data: undefined,
    };
    this.tiles.push(st);
    this.byNode.set(node, st);
    parent?.children.push(st);
    // A key used twice: the first tile keeps it (actions and get_tile reach that one).
    if (st.key !== undefined && !this.byKey.has(st.key)) this.byKey.set(st.key, st);
    for (const c of node.children) this.build(c, st);
    if (node.type === 'radio_cluster') {
      // several buttons with value "1": the last one wins
      const on = st.children.filter((c) => c.type === 'radio_button' && c.value === '1');
      for (const c of on.slice(0, -1)) c.value = '0';
      const sel = on[on.length - 1];
      if (sel?.key !== undefined) st.value = sel.key;
    }
  }

  stateOf(node: TileNode): TileState | undefined {
    return this.byNode.get(node);
  }

  placedOf(tile: TileState): Placed | undefined {
    return this.placed.get(tile.node);
  }

  /** Enabled, and so are all the clusters around it (mode_tile on a cluster covers its tiles). */
  isEnabled(tile: TileState): boolean {
    for (let t: TileState | undefined = tile; t; t = t.parent) if (!t.enabled) return false;
    return true;
  }

  /** The tile Esc presses: the is_cancel tile, else the "cancel" key. */
  cancelTile(): TileState | undefined {
    return this.tiles.find((t) => t.node.attrs['is_cancel']?.text === 'true') ?? this.byKey.get('cancel');
  }

  hasExitButton(): boolean {
    return this.tiles.some((t) => t.key === 'accept' || t.key === 'cancel' || t.node.attrs['is_cancel']?.text === 'true');
  }

  /** Set a value the way set_tile does (no action runs). */
  setValue(tile: TileState, value: string): void {
    switch (tile.type) {
      case 'toggle':
        tile.value = value === '1' ? '1' : '0';
        return;
      case 'radio_button': {
        const cluster = tile.parent?.type === 'radio_cluster' ? tile.parent : undefined;
        if (value === '1') {
          for (const s of cluster?.children ?? []) if (s !== tile && s.type === 'radio_button') s.value = '0';
          tile.value = '1';
          if (cluster && tile.key !== undefined) cluster.value = tile.key;
        } else {
          tile.value = '0';
          if (cluster && cluster.value === tile.key) cluster.value = '';
        }
        return;
      }
      case 'radio_cluster': {
        const button = tile.children.find((c) => c.type === 'radio_button' && c.key === value);
        if (button) this.setValue(button, '1');
        return;
      }
      case 'list_box':
        tile.value = value.trim().split(/\s+/).filter(Boolean).join(' ');
        return;
      case 'edit_box': {
        const limit = attrNumber(tile.node, 'edit_limit') ?? 132;
        tile.value = value.length > limit ? value.slice(0, limit) : value;
        return;
      }
      case 'button':
      case 'text':
      case 'dialog':
        tile.value = value;
        tile.label = value;
        return;
      default:
        tile.value = value;
    }
  }

  /** start_list / add_list / end_list. */
  addListItem(text: string): boolean {
    const l = this.list;
    if (!l) return false;
    const items = l.tile.list;
    if (l.op === 1) {
      if (l.index < 0 || l.index >= items.length) return false;
      items[l.index] = text;
      return true;
    }
    if (l.op === 3 && !l.started) {
      items.length = 0;
      l.tile.value = l.tile.type === 'popup_list' ? '0' : '';
    }
    l.started = true;
    if (items.length >= LIST_LIMIT) return false;
    items.push(text);
    return true;
  }

  endList(): void {
    const l = this.list;
    this.list = undefined;
    if (!l) return;
    if (l.op === 3 && !l.started) {
      l.tile.list.length = 0;
      l.tile.value = l.tile.type === 'popup_list' ? '' : '';
    }
    if (l.tile.type === 'popup_list') {
      const i = Number(l.tile.value);
      if (l.tile.list.length === 0) l.tile.value = '';
      else if (!Number.isInteger(i) || i < 0 || i >= l.tile.list.length || l.tile.value === '') l.tile.value = '0';
    }
  }

  drawImage(op: ImageOp): void {
    this.image?.image.push(op);
  }

  /** Every keyed tile's value (for the run record); buttons, images and plain clusters have none. */
  values(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [k, t] of this.byKey) if (!VALUELESS.has(t.type)) out[k] = t.value;
    return out;
  }

  view(): DialogView {
    return dialogView(this.tree, {
      name: this.name,
      file: this.source.shownPath,
      depth: this.depth,
      stateOf: (n) => this.byNode.get(n),
      ...(this.focusKey !== undefined ? { focusKey: this.focusKey } : {}),
    });
  }
}

function initialValue(n: TileNode): string {
  const v = attrString(n, 'value');
  switch (n.type) {
    case 'toggle':
      return v === '1' ? '1' : '0';
    case 'radio_button':
      return v === '1' ? '1' : '0';
    case 'text':
    case 'button':
      return v ?? attrString(n, 'label') ?? '';
    case 'dialog':
      return v ?? attrString(n, 'label') ?? '';
    case 'popup_list': {
      const items = initialList(n);
      return v ?? (items.length ? '0' : '');
    }
    case 'slider':
      return v ?? String(attrNumber(n, 'min_value') ?? 0);
    case 'list_box':
      return (v ?? '').trim().split(/\s+/).filter(Boolean).join(' ');
    default:
      return v ?? '';
  }
}

function initialList(n: TileNode): string[] {
  if (n.type !== 'list_box' && n.type !== 'popup_list') return [];
  const l = attrString(n, 'list');
  return l ? l.split('\n') : [];
}

export { walkTiles };
