/*
 * grread: raw input from the pointer and the keyboard. Answers come from the input queue as
 * {grread: {...}} (or, for convenience, {point} as a pick, {enter} as Enter, {esc} as Esc);
 * in an interactive run the workbench hands over the mouse over the drawing. Returned as
 * AutoCAD does: (2 code) key, (3 point) pick, (5 point) pointer move (only while tracking:
 * the track argument or allkeys bit 1), (4 n) screen/pull-down menu, (6 n) BUTTONS menu,
 * (11 n) AUX menu, (25 x) secondary button. Esc aborts with "Function cancelled".
 *
 * With no answer grread returns Enter, (2 13), listed once in unansweredPrompts; a loop that
 * keeps asking with nothing left to answer is cancelled (Esc) at the 64th unanswered call in a
 * row, so a tracking loop waiting for a pick still ends.
 */
import { raise } from '../../core/errors.js';
import { Real, list, type Value } from '../../core/values.js';
import type { Ctx } from '../../core/context.js';
import { argInt } from '../../builtins/assert.js';
import { defineBuiltins } from '../../builtins/registry.js';
import { screenOf } from '../../ports/screen.js';
import type { GrreadInput, ScriptedInput, TransientGraphics } from '../contract.js';
import type { InputPort } from '../../ports/input.js';
import { inputPort } from './input-kit.js';

export const GRREAD_GIVE_UP = 64;

const unansweredRun = new WeakMap<InputPort, number>();

const point3 = (p: readonly number[]): Value => list([new Real(p[0] ?? 0), new Real(p[1] ?? 0), new Real(p[2] ?? 0)]);

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isPoint = (v: unknown): v is number[] => Array.isArray(v) && (v.length === 2 || v.length === 3) && v.every(isNum);

/** A grread answer from the page, checked (exactly one known field of the right type). */
export function checkGrreadInput(raw: unknown): ScriptedInput | undefined {
  if (typeof raw !== 'object' || raw === null || !('grread' in raw)) return undefined;
  const g = (raw as { grread: unknown }).grread;
  if (typeof g !== 'object' || g === null) return undefined;
  const entries = Object.entries(g as Record<string, unknown>);
  if (entries.length !== 1) return undefined;
  const [k, v] = entries[0] as [string, unknown];
  if ((k === 'move' || k === 'pick') && isPoint(v)) return { grread: { [k]: [...v] } as GrreadInput };
  if (k === 'key' && ((isNum(v) && Number.isInteger(v)) || (typeof v === 'string' && v.length === 1))) return { grread: { key: v } };
  if ((k === 'menu' || k === 'buttons' || k === 'aux' || k === 'right') && isNum(v) && Number.isInteger(v)) return { grread: { [k]: v } as GrreadInput };
  return undefined;
}

const accepts = (a: ScriptedInput): boolean => 'grread' in a || 'point' in a || 'enter' in a || 'esc' in a;

function grread(args: Value[], ctx: Ctx): Value {
  const track = args[0] !== undefined && args[0] !== null;
  const allkeys = args[1] === undefined || args[1] === null ? 0 : argInt(args[1]);
  const cursor = args[2] === undefined || args[2] === null ? 0 : argInt(args[2]);
  const tracking = track || (allkeys & 1) !== 0;
  const screen = screenOf(ctx);
  screen?.guard();
  const port = inputPort(ctx);
  const graphics = (): TransientGraphics => {
    const s = screen as { current?: () => TransientGraphics } | undefined;
    return s?.current ? s.current() : { vectors: [], frames: 0, texts: [], highlighted: [], hidden: [] };
  };
  for (;;) {
    const streak = unansweredRun.get(port) ?? 0;
    const a = port.next('grread', '', {
      silent: true,
      accepts,
      ask: () => ({ kind: 'grread', prompt: '', data: { tracking, allkeys, cursor, graphics: graphics() } }),
      check: checkGrreadInput,
      quietWhenUnanswered: streak > 0,
    });
    if (a === undefined) {
      unansweredRun.set(port, streak + 1);
      if (streak + 1 >= GRREAD_GIVE_UP) return raise('cancelled');
      return list([2, 13]);
    }
    unansweredRun.set(port, 0);
    if ('esc' in a) return raise('cancelled');
    if ('enter' in a) return list([2, 13]);
    if ('point' in a && a.point !== undefined) return list([3, point3(a.point)]);
    if (!('grread' in a)) continue;
    const g = a.grread;
    if (g.move !== undefined) {
      if (!tracking) continue; // not tracking: pointer moves are not returned
      return list([5, point3(g.move)]);
    }
    if (g.pick !== undefined) return list([3, point3(g.pick)]);
    if (g.key !== undefined) {
      const code = typeof g.key === 'string' ? g.key.charCodeAt(0) : g.key;
      if (code === 27) return raise('cancelled');
      return list([2, code]);
    }
    if (g.menu !== undefined) return list([4, g.menu]);
    if (g.buttons !== undefined) return list([6, g.buttons]);
    if (g.aux !== undefined) return list([11, g.aux]);
    if (g.right !== undefined) return list([25, g.right]);
  }
}

export const GRREAD_BUILTINS = defineBuiltins([
  {
    name: 'grread', min: 0, max: 3,
    doc: '(grread [track] [allkeys [curtype]]) — Reads the pointer or a key: (2 code) key, (3 pt) pick, (5 pt) move while tracking, (4/6/11 n) menus, (25 x) right button.',
    fn: grread,
  },
]);
