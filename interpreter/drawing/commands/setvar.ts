/*
 * SETVAR: "Enter variable name or [?] <last>:", then "Enter new value for NAME <current>:"; Enter
 * keeps the value. The value is read by the variable's type (an integer, a distance, a point
 * "x,y[,z]" or a list, text) and set with setvar's checks; read-only variables are shown, not set.
 * Messages for an unknown name and a rejected value follow AutoCAD's SETVAR (wording unconfirmed).
 */
import { isLispError } from '../../core/errors.js';
import { Real, list, type Value } from '../../core/values.js';
import { parseDistanceText } from '../../builtins/units-input.js';
import { sysvarDefinition } from '../sysvars.js';
import { lispPoint } from '../geometry/groups.js';
import { defineCommand } from './engine/command-def.js';
import type { CommandIo } from './engine/io.js';

function shown(io: CommandIo, v: Value | undefined): string {
  if (typeof v === 'string') return `"${v}"`;
  if (typeof v === 'number') return String(v);
  if (v instanceof Real) return io.fmtDist(v.v);
  const p = lispPoint(v ?? null);
  return p ? p.map((x) => io.fmtDist(x)).join(',') : '';
}

const lastName = (io: CommandIo): { name: string } => io.memory('setvar', () => ({ name: '' }));

export const SETVAR = defineCommand({
  names: ['SETVAR'],
  transparent: true,
  *run(io) {
    const memo = lastName(io);
    let name = '';
    for (;;) {
      const a = yield* io.ask(`Enter variable name or [?]${memo.name ? ` <${memo.name}>` : ''}: `, { text: true, enter: true });
      if (a.kind === 'enter' && memo.name) name = memo.name;
      else if (a.kind === 'text') name = a.s.trim().toUpperCase();
      else if (a.kind === 'keyword') {
        yield* io.ask('Enter variable(s) to list <*>: ', { text: true, enter: true });
        continue;
      } else return;
      if (io.ctx.sysvars.get(name) !== undefined) break;
      io.complainText('Unknown variable name.  Type SETVAR ? for a list of variables.');
      return;
    }
    memo.name = name;
    const cur = io.ctx.sysvars.get(name);
    const def = sysvarDefinition(name);
    if (def?.readOnly) {
      io.message(`${name} = ${shown(io, cur)} (read only)`);
      return;
    }
    for (;;) {
      const kind = def?.type ?? (typeof cur === 'number' ? 'int' : cur instanceof Real ? 'real' : typeof cur === 'string' ? 'str' : 'pt3');
      const prompt = `Enter new value for ${name} <${shown(io, cur)}>: `;
      let v: Value | undefined;
      if (kind === 'int') {
        const a = yield* io.integer(prompt, { enter: true });
        if (a.kind === 'enter') return;
        if (a.kind === 'number') v = a.n;
      } else if (kind === 'real') {
        const a = yield* io.ask(prompt, { number: 'real', enter: true, text: true });
        if (a.kind === 'enter') return;
        const n = a.kind === 'number' ? a.n : a.kind === 'text' ? parseDistanceText(a.s) : undefined;
        if (n === undefined) {
          io.complain('inputRequiresReal');
          continue;
        }
        v = new Real(n);
      } else if (kind === 'str') {
        const t = yield* io.text(prompt);
        if (t === '') return;
        v = t === '.' ? '' : t;
      } else {
        const a = yield* io.point(prompt, { enter: true });
        if (a.kind !== 'point') return;
        v = list((kind === 'pt2' ? a.p.slice(0, 2) : a.p).map((x) => new Real(x)));
      }
      if (v === undefined) continue;
      try {
        io.ctx.sysvars.set(name, v);
        return;
      } catch (e) {
        if (!isLispError(e)) throw e;
        io.complainText('Value out of range.');
      }
    }
  },
});
