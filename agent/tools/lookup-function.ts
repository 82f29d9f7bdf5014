/*
 * lookup_function: the signature and notes of builtins, so the model checks a function instead of
 * inventing one. Unknown names answer with the closest known names.
 */
import { closestNames, describe } from '../catalogue.js';
import { defineTool } from './types.js';

export const lookupFunctionTool = defineTool<{ names: string[] }>({
  name: 'lookup_function',
  description: 'Look up AutoLISP functions in the interpreter: signature, number of arguments and a description. Unknown names return the closest known names. Check every function you are not sure exists.',
  parameters: {
    type: 'object',
    properties: { names: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 20, description: 'function names, e.g. ["ssget", "entmod"]' } },
    required: ['names'],
    additionalProperties: false,
  },
  trusted: true,
  async execute(args, ctx) {
    const found: unknown[] = [];
    const missing: string[] = [];
    for (const raw of args.names) {
      const f = ctx.catalogue.get(raw.trim());
      if (f) found.push(describe(f));
      else {
        missing.push(raw);
        found.push({ name: raw, known: false, closest: closestNames(raw.trim(), ctx.catalogue) });
      }
    }
    const summary = missing.length ? `unknown: ${missing.join(', ')}` : `${found.length} found`;
    return { content: JSON.stringify(found, null, 1), ok: missing.length === 0, summary };
  },
});
