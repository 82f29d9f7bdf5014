/*
 * lookup_function: the signature and notes of builtins, so the model checks a function instead of
 * inventing one; a system-variable name (OSMODE, MODEMACRO...) answers with the variable's type,
 * default, range and read-only flag from the interpreter's full inventory. Unknown names answer
 * with the closest known function names.
 */
import { sysvarInfo, type SysvarInfo } from '../../interpreter/index.js';
import { closestNames, describe } from '../catalogue.js';
import { defineTool } from './types.js';

let sysvars: Map<string, SysvarInfo> | undefined;
const sysvar = (name: string): SysvarInfo | undefined => (sysvars ??= new Map(sysvarInfo().map((v) => [v.name, v]))).get(name.toUpperCase());

export const lookupFunctionTool = defineTool<{ names: string[] }>({
  name: 'lookup_function',
  description: 'Look up AutoLISP functions in the interpreter: signature, number of arguments and a description; system-variable names (e.g. "OSMODE") return the variable\'s type, default, range and whether it is read-only. Unknown names return the closest known names. Check every function or system variable you are not sure exists.',
  parameters: {
    type: 'object',
    properties: { names: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 20, description: 'function or system-variable names, e.g. ["ssget", "entmod", "OSMODE"]' } },
    required: ['names'],
    additionalProperties: false,
  },
  trusted: true,
  async execute(args, ctx) {
    const found: unknown[] = [];
    const missing: string[] = [];
    for (const raw of args.names) {
      const f = ctx.catalogue.get(raw.trim());
      const v = f ? undefined : sysvar(raw.trim());
      if (f) found.push(describe(f));
      else if (v) found.push({ name: v.name, systemVariable: v });
      else {
        missing.push(raw);
        found.push({ name: raw, known: false, closest: closestNames(raw.trim(), ctx.catalogue) });
      }
    }
    const summary = missing.length ? `unknown: ${missing.join(', ')}` : `${found.length} found`;
    return { content: JSON.stringify(found, null, 1), ok: missing.length === 0, summary };
  },
});
