/*
 * Applying one answer to a running dialog as a user would produce it: each tile change is
 * checked (the tile exists, is enabled, can take that value), made, and its action run with
 * AutoCAD's callback reason (1 selected, 2 edit box left, 4 double-click); then the pressed
 * button's action runs. A tile set to the value it already has is left alone (no click, no
 * action). Parts that cannot apply are reported in the output and the dialog record, and the
 * rest of the answer goes on, as a mistyped prompt answer is reported and the next one taken.
 *
 * Which action runs (lowest to highest priority): new_dialog's default action (only for a tile
 * with no action), the DCL `action` attribute, action_tile. A radio button with no action of
 * its own passes the click to its cluster's action ($key the cluster, $value the button's key).
 * "accept" and "cancel" with no action close the dialog with 1 and 0, as AutoCAD's stock
 * buttons do.
 */
import { MESSAGES } from '../core/messages.js';
import type { Value } from '../core/values.js';
import type { Ctx } from '../core/context.js';
import { readAll } from '../reader/reader.js';
import type { DialogAnswer } from '../ports/input.js';
import type { OpenDialog, TileState } from './dialog-state.js';
import type { DialogSession } from './session.js';
import { attrNumber, attrString } from './tile-tree.js';

export const REASON = { SELECTED: 1, EDIT_LEFT: 2, DRAGGED: 3, DOUBLE_CLICK: 4 } as const;

function reject(session: DialogSession, dlg: OpenDialog, why: string): void {
  dlg.rejected.push(why);
  session.notice(MESSAGES.dialogAnswerRejected(dlg.name, why));
}

/** Why `value` cannot go into `tile`, or undefined when it can. */
export function valueProblem(tile: TileState, value: string): string | undefined {
  const key = tile.key ?? tile.type;
  const bad = (expected: string) => MESSAGES.dialogBadValue(key, value, expected);
  const isIndex = (s: string, n: number) => /^\d+$/.test(s) && Number(s) < n;
  switch (tile.type) {
    case 'toggle':
      return value === '0' || value === '1' ? undefined : bad('"0" or "1"');
    case 'radio_button':
      return value === '1' ? undefined : bad('"1" selects it');
    case 'radio_cluster':
      return tile.children.some((c) => c.type === 'radio_button' && c.key === value) ? undefined : bad('the key of one of its radio buttons');
    case 'popup_list':
      return isIndex(value, tile.list.length) ? undefined : bad(`an item index from 0 to ${tile.list.length - 1}`);
    case 'list_box': {
      const parts = value.trim().split(/\s+/).filter(Boolean);
      if (!parts.every((p) => isIndex(p, tile.list.length))) return bad(`item indexes from 0 to ${tile.list.length - 1}`);
      if (parts.length > 1 && attrString(tile.node, 'multiple_select') !== 'true') return bad('one index: it allows a single selection');
      return undefined;
    }
    case 'slider': {
      const min = attrNumber(tile.node, 'min_value') ?? 0;
      const max = attrNumber(tile.node, 'max_value') ?? 10000;
      const lo = Math.min(min, max);
      const hi = Math.max(min, max);
      return /^-?\d+$/.test(value) && Number(value) >= lo && Number(value) <= hi ? undefined : bad(`an integer from ${lo} to ${hi}`);
    }
    case 'edit_box':
      return undefined;
    default:
      return MESSAGES.dialogBadValue(key, value, 'it takes no input');
  }
}

export function applyAnswer(session: DialogSession, ctx: Ctx, dlg: OpenDialog, answer: DialogAnswer): void {
  if (answer.name !== undefined && answer.name !== dlg.name) reject(session, dlg, MESSAGES.dialogWrongName(answer.name));
  for (const [key, raw] of Object.entries(answer.tiles ?? {})) {
    if (dlg.closed) return reject(session, dlg, MESSAGES.dialogClosedEarly());
    const tile = dlg.byKey.get(key);
    if (!tile) {
      reject(session, dlg, MESSAGES.dialogNoTile(key));
      continue;
    }
    if (!dlg.isEnabled(tile)) {
      reject(session, dlg, MESSAGES.dialogTileDisabled(key));
      continue;
    }
    const value = String(raw);
    const problem = valueProblem(tile, value);
    if (problem) {
      reject(session, dlg, problem);
      continue;
    }
    changeTile(session, ctx, dlg, tile, value);
  }
  if (answer.cancel && !dlg.closed) {
    const c = dlg.cancelTile();
    if (c) pressTile(session, ctx, dlg, c, undefined);
    if (!dlg.closed) session.close(dlg, 0);
    return;
  }
  if (answer.press === undefined) return;
  if (dlg.closed) return reject(session, dlg, MESSAGES.dialogClosedEarly());
  const tile = dlg.byKey.get(answer.press);
  if (!tile) return reject(session, dlg, MESSAGES.dialogNoTile(answer.press));
  if (!dlg.isEnabled(tile)) return reject(session, dlg, MESSAGES.dialogTileDisabled(answer.press));
  const pressable = tile.type === 'button' || tile.type === 'image_button' || (tile.type === 'list_box' && attrString(tile.node, 'multiple_select') !== 'true');
  if (!pressable) return reject(session, dlg, MESSAGES.dialogNotPressable(answer.press));
  pressTile(session, ctx, dlg, tile, answer.at);
}

/** A user's change to one tile: the value, then its action (radio buttons: theirs or the cluster's). */
function changeTile(session: DialogSession, ctx: Ctx, dlg: OpenDialog, tile: TileState, value: string): void {
  let target = tile;
  if (tile.type === 'radio_cluster') {
    const button = tile.children.find((c) => c.key === value);
    if (!button) return;
    target = button;
    value = '1';
  }
  const before = target.type === 'radio_button' ? target.value : tile.value;
  if (before === value || (target.type === 'list_box' && before === value.trim().split(/\s+/).join(' '))) return;
  dlg.setValue(target, value);
  dlg.focusKey = target.key;
  const reason = target.type === 'edit_box' ? REASON.EDIT_LEFT : REASON.SELECTED;
  if (target.type === 'radio_button' && !actionOf(dlg, target, false) && target.parent?.type === 'radio_cluster' && actionOf(dlg, target.parent, false)) {
    fire(session, ctx, dlg, target.parent, reason, undefined);
    return;
  }
  fire(session, ctx, dlg, target, reason, undefined);
}

/** Press a button (reason 1), or double-click a list box (reason 4 after its reason 1). */
export function pressTile(session: DialogSession, ctx: Ctx, dlg: OpenDialog, tile: TileState, at: [number, number] | undefined): void {
  dlg.lastPress = tile.key;
  dlg.focusKey = tile.key;
  if (tile.type === 'list_box') {
    fire(session, ctx, dlg, tile, REASON.DOUBLE_CLICK, undefined);
    return;
  }
  const action = actionOf(dlg, tile, true);
  if (action === undefined) {
    if (tile.key === 'accept') session.close(dlg, 1);
    else if (tile.key === 'cancel' || tile.node.attrs['is_cancel']?.text === 'true') session.close(dlg, 0);
    return;
  }
  fire(session, ctx, dlg, tile, REASON.SELECTED, at);
}

/** The action a tile runs: action_tile, its DCL action, or (for active tiles) the default action. */
function actionOf(dlg: OpenDialog, tile: TileState, useDefault: boolean): string | undefined {
  if (tile.key !== undefined && dlg.actions.has(tile.key)) return dlg.actions.get(tile.key);
  const own = attrString(tile.node, 'action');
  if (own !== undefined) return own;
  if (!useDefault || dlg.defaultAction === '' || tile.key === 'accept' || tile.key === 'cancel') return undefined;
  return dlg.defaultAction;
}

const ACTION_VARS = ['$KEY', '$VALUE', '$REASON', '$DATA', '$X', '$Y'] as const;

/** Run a tile's action with $key $value $reason $data $x $y bound. */
export function fire(session: DialogSession, ctx: Ctx, dlg: OpenDialog, tile: TileState, reason: number, at: [number, number] | undefined): void {
  const action = actionOf(dlg, tile, true);
  if (action === undefined || action.trim() === '') return;
  const listNoSelection = (tile.type === 'list_box' || tile.type === 'popup_list') && tile.value === '';
  const values: Value[] = [tile.key ?? '', listNoSelection ? null : tile.value, reason, tile.data ?? null, at?.[0] ?? 0, at?.[1] ?? 0];
  const syms = ACTION_VARS.map((n) => ctx.intern(n));
  const saved = syms.map((s) => s.value);
  syms.forEach((s, i) => (s.value = values[i] as Value));
  try {
    session.evaluateAction(ctx, () => {
      const forms = readAll(action, { file: `<action ${tile.key ?? tile.type}>`, intern: (n) => ctx.intern(n) });
      for (const f of forms) ctx.evaluate(f);
    });
  } finally {
    syms.forEach((s, i) => (s.value = saved[i] as Value));
  }
}
