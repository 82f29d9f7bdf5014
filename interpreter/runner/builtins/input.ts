/*
 * Typed-value prompts: initget getint getreal getkword getstring. Answers come from the run's
 * input queue (scripted-inputs.ts); validation and re-prompting follow AutoCAD (input-kit.ts).
 */
import { Real, type Value } from '../../core/values.js';
import type { Ctx } from '../../core/context.js';
import { argInt, argString } from '../../builtins/assert.js';
import { defineBuiltins } from '../../builtins/registry.js';
import type { ScriptedInputs } from '../scripted-inputs.js';
import { ask, inputPort, parseDecimal, signComplaint, takeInitget, type Verdict } from './input-kit.js';
import { INITGET, hasKeywords, parseKeywords } from '../../builtins/keywords.js';

const INT_RE = /^[+-]?\d+$/;

/** The optional prompt argument: a string, or absent/nil (no prompt). */
export const promptArg = (v: Value | undefined): string => (v === undefined || v === null ? '' : argString(v));

function initget(args: Value[], ctx: Ctx): Value {
  let bits = 0;
  let kw = '';
  if (args.length === 1 && typeof args[0] === 'string') kw = args[0];
  else {
    if (args.length >= 1 && args[0] !== null) bits = argInt(args[0] as Value);
    if (args.length === 2 && args[1] !== null) kw = argString(args[1] as Value);
  }
  const port = inputPort(ctx) as Partial<ScriptedInputs>;
  if ('pending' in port) port.pending = { bits, ...parseKeywords(kw) };
  return null;
}

const ALL_NUMERIC = INITGET.NO_NULL | INITGET.NO_ZERO | INITGET.NO_NEGATIVE | INITGET.ARBITRARY;

export const INPUT_BUILTINS = defineBuiltins([
  {
    name: 'initget', min: 0, max: 2,
    doc: '(initget [bits] [keywords]) — Sets the input rules and keywords for the next user-input call only; returns nil.',
    fn: initget,
  },
  {
    name: 'getint', min: 0, max: 1,
    doc: '(getint [msg]) — Asks for an integer (-32768..32767), honouring initget; nil on Enter.',
    fn: (a, ctx) =>
      ask(ctx, {
        name: 'getint', pick: { mode: 'value' }, prompt: promptArg(a[0]), bits: ALL_NUMERIC, keywords: true,
        invalid: 'inputRequiresInt', invalidWithKeywords: 'inputRequiresIntOrKeyword',
        accept: (ans, st): Verdict => {
          if (ans.kind !== 'typed' || !INT_RE.test(ans.text.trim())) return { retry: 'inputRequiresInt' };
          const n = Number(ans.text.trim());
          if (n < -32768 || n > 32767) return { retry: 'inputIntRange' };
          const bad = signComplaint(n, st?.bits ?? 0);
          return bad ? { retry: bad } : { value: n };
        },
      }),
  },
  {
    name: 'getreal', min: 0, max: 1,
    doc: '(getreal [msg]) — Asks for a real number, honouring initget; nil on Enter.',
    fn: (a, ctx) =>
      ask(ctx, {
        name: 'getreal', pick: { mode: 'value' }, prompt: promptArg(a[0]), bits: ALL_NUMERIC, keywords: true,
        invalid: 'inputRequiresReal', invalidWithKeywords: 'inputRequiresRealOrKeyword',
        accept: (ans, st): Verdict => {
          const n = ans.kind === 'typed' ? parseDecimal(ans.text) : undefined;
          if (n === undefined) return { retry: 'inputRequiresReal' };
          const bad = signComplaint(n, st?.bits ?? 0);
          return bad ? { retry: bad } : { value: new Real(n) };
        },
      }),
  },
  {
    name: 'getkword', min: 0, max: 1,
    doc: '(getkword [msg]) — Asks for one of the keywords set by initget; returns it, or nil on Enter.',
    fn: (a, ctx) => {
      const st = takeInitget(ctx);
      return ask(
        ctx,
        {
          name: 'getkword', pick: { mode: 'value' }, prompt: promptArg(a[0]), bits: INITGET.NO_NULL | INITGET.ARBITRARY, keywords: true,
          invalid: 'inputInvalidKeyword',
          // Without keywords there is nothing to match: getkword answers nil.
          accept: (): Verdict => (hasKeywords(st) ? { retry: 'inputInvalidKeyword' } : { value: null }),
        },
        st,
      );
    },
  },
  {
    name: 'getstring', min: 0, max: 2,
    doc: '(getstring [cr] [msg]) — Asks for a string; a space ends it unless cr is non-nil; "" on Enter.',
    fn: (a, ctx) => {
      takeInitget(ctx); // initget does not apply to getstring, but the call uses it up
      const onlyMsg = a.length === 1 && typeof a[0] === 'string';
      const cr = onlyMsg ? false : a.length >= 1 && a[0] !== null;
      const msg = onlyMsg ? (a[0] as string) : promptArg(a[1]);
      return ask(
        ctx,
        {
          name: 'getstring', pick: { mode: 'value' }, prompt: msg, bits: 0, keywords: false, invalid: 'inputRequiresReal', enterValue: '',
          accept: (ans): Verdict => {
            if (ans.kind === 'typed') return { value: cr ? ans.text : (ans.text.split(' ')[0] as string) };
            if (ans.kind === 'point') return { value: ans.point.join(',') };
            return { value: '' };
          },
        },
        null,
      );
    },
  },
]);
