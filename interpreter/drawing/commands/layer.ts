/*
 * The command-line LAYER command ((command "_.-LAYER" "_M" "NAME" "_C" "1" "" "")), the one
 * command drafter scripts use most to set up layers. Options: Make, Set, New, ON, OFF, Color,
 * Ltype, Freeze, Thaw, LOck, Unlock, Plot. Name lists are comma-separated wcmatch patterns
 * (case-insensitive); Enter at a name prompt means the current layer. Changes go through entmod
 * so they are validated and show in the diff like any other table change. The tokens are
 * consumed from `args` starting at `i`; the command may stay open across (command ...) calls
 * (see CommandProgress).
 */
import { MESSAGES } from '../../core/messages.js';
import { Cons, list, Real, type Value } from '../../core/values.js';
import type { Ctx } from '../../core/context.js';
import type { Drawing } from '../drawing.js';
import { colorOf } from '../drawing.js';
import { entmod } from '../entmod.js';
import type { DbRecord } from '../model/record.js';
import { tagGet, tagNum } from '../model/tags.js';
import { compileWcmatch } from '../selection/wildcard.js';
import { createLayer } from '../tables.js';
import { entgetList } from '../view.js';

/** Option keywords with the capitals AutoCAD accepts as the shortest abbreviation. */
const OPTIONS = ['Make', 'Set', 'New', 'ON', 'OFF', 'Color', 'Ltype', 'Freeze', 'Thaw', 'LOck', 'Unlock', 'Plot'] as const;
type Option = (typeof OPTIONS)[number];

function optionOf(tok: Value): Option | undefined {
  if (typeof tok !== 'string') return undefined;
  const s = tok.replace(/^_/, '').toUpperCase();
  if (s === '') return undefined;
  for (const o of OPTIONS) {
    const min = o.replace(/[a-z]+$/, '').length || o.length;
    if (s.length >= min && o.toUpperCase().startsWith(s)) return o;
  }
  return undefined;
}

const text = (v: Value | undefined): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : v instanceof Real ? String(v.v) : '');

function layers(d: Drawing): DbRecord[] {
  const out: DbRecord[] = [];
  for (const h of d.db.table('LAYER')?.order ?? []) {
    const r = d.db.get(h);
    if (r && !r.deleted) out.push(r);
  }
  return out;
}

const nameOf = (r: DbRecord): string => String(tagGet(r.body, 2) ?? '');

/** The layers a name list names ("" = the current layer). */
function named(d: Drawing, ctx: Ctx, tok: Value | undefined): DbRecord[] {
  const spec = text(tok);
  if (spec === '') {
    const cur = d.db.tableEntry('LAYER', String(ctx.sysvars.get('CLAYER') ?? '0'));
    return cur ? [cur] : [];
  }
  const tests = spec.split(',').map((p) => compileWcmatch(p.trim(), true));
  return layers(d).filter((r) => tests.some((t) => t(nameOf(r))));
}

/** Replace (or add) one group of a layer record through entmod. */
function setGroup(d: Drawing, r: DbRecord, code: number, value: Value): void {
  const items: Value[] = [];
  let found = false;
  for (let c = entgetList(d.db, r, null); c instanceof Cons; c = c.cdr) {
    const p = c.car;
    if (p instanceof Cons && p.car === code) {
      items.push(new Cons(code, value));
      found = true;
    } else items.push(p);
  }
  if (!found) items.push(new Cons(code, value));
  entmod(d, list(items));
}

const flags = (r: DbRecord): number => tagNum(r.body, 70);
const color = (r: DbRecord): number => tagNum(r.body, 62, 7);

/** How many answers each option reads after its keyword. */
const ARITY: Readonly<Record<Option, number>> = {
  Make: 1, Set: 1, New: 1, ON: 1, OFF: 1, Color: 2, Ltype: 2, Freeze: 1, Thaw: 1, LOck: 1, Unlock: 1, Plot: 2,
};

/**
 * Where a command call left the command: `done` after its closing Enter; otherwise it is still
 * waiting, and `rest` holds the answers of an option that is not complete yet (the next
 * (command ...) call continues with them).
 */
export interface CommandProgress {
  i: number;
  done: boolean;
  rest: Value[];
}

export function layerCommand(args: readonly Value[], i: number, ctx: Ctx, d: Drawing): CommandProgress {
  const next = (): Value | undefined => args[i++];
  const current = (): string => String(ctx.sysvars.get('CLAYER') ?? '0');
  while (i < args.length) {
    const start = i;
    const tok = next();
    if (tok === '' || tok === null || tok === undefined) return { i, done: true, rest: [] };
    const opt = optionOf(tok);
    if (opt && i + ARITY[opt] > args.length) return { i: args.length, done: false, rest: args.slice(start) };
    switch (opt) {
      case 'Make':
      case 'Set': {
        const name = text(next());
        if (!d.db.tableEntry('LAYER', name)) {
          if (opt === 'Set') {
            ctx.write(`${MESSAGES.layerNotFound(name)}\n`);
            break;
          }
          createLayer(d.db, name);
        }
        ctx.sysvars.set('CLAYER', nameOf(d.db.tableEntry('LAYER', name)!));
        break;
      }
      case 'New':
        for (const name of text(next()).split(',')) if (name.trim() && !d.db.tableEntry('LAYER', name.trim())) createLayer(d.db, name.trim());
        break;
      case 'Color': {
        const aci = colorOf(text(next()));
        for (const r of named(d, ctx, next())) setGroup(d, r, 62, color(r) < 0 ? -aci : aci);
        break;
      }
      case 'Ltype': {
        const lt = text(next());
        const targets = named(d, ctx, next());
        const ltRec = d.db.tableEntry('LTYPE', lt);
        if (!ltRec) ctx.write(`${MESSAGES.linetypeNotFound(lt)}\n`);
        else for (const r of targets) setGroup(d, r, 6, String(tagGet(ltRec.body, 2)));
        break;
      }
      case 'ON':
      case 'OFF':
        for (const r of named(d, ctx, next())) setGroup(d, r, 62, opt === 'ON' ? Math.abs(color(r)) : -Math.abs(color(r)));
        break;
      case 'Freeze':
      case 'Thaw': {
        const targets = text(args[i]) === '' ? (next(), []) : named(d, ctx, next());
        for (const r of targets) {
          if (opt === 'Freeze' && nameOf(r).toUpperCase() === current().toUpperCase()) ctx.write(`${MESSAGES.layerIsCurrent(nameOf(r))}\n`);
          else setGroup(d, r, 70, opt === 'Freeze' ? flags(r) | 1 : flags(r) & ~1);
        }
        break;
      }
      case 'LOck':
      case 'Unlock':
        for (const r of named(d, ctx, next())) setGroup(d, r, 70, opt === 'LOck' ? flags(r) | 4 : flags(r) & ~4);
        break;
      case 'Plot': {
        const plot = text(next()).replace(/^_/, '').toUpperCase().startsWith('P');
        for (const r of named(d, ctx, next())) setGroup(d, r, 290, plot ? 1 : 0);
        break;
      }
      default:
        ctx.write(`${MESSAGES.inputInvalidKeyword()}\n`);
    }
  }
  return { i, done: false, rest: [] };
}
