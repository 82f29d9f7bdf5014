/*
 * The full hover text of a builtin, from its catalogue entry: what it does, its arguments (with
 * Autodesk's types where the reference has them), what it returns, how it fails (the arity errors
 * from its registered argument counts and a failing conformance case), an example (a passing
 * conformance case) and a link to the function's page in Autodesk's online reference. Functions
 * the reference data has no page for (Lispwright's own, a few undocumented ones) link to a search
 * of the same reference instead.
 */
import type { CatalogueEntry } from './catalogue.js';

/** The reference the links point at (AutoLispExt's "Open Online Help" uses the same pattern). */
export const AUTODESK_REFERENCE = 'https://help.autodesk.com/view/OARX/2025/ENU/';

/** The function's page in Autodesk's reference, or a search of the reference when the data has no page for it. */
export function referenceUrl(e: Pick<CatalogueEntry, 'name' | 'reference'>): string {
  return e.reference ? `${AUTODESK_REFERENCE}?guid=GUID-${e.reference.guid}` : `${AUTODESK_REFERENCE}?query=${encodeURIComponent(e.name)}`;
}

function arity(e: CatalogueEntry): string {
  if (e.max === null) return e.min === 0 ? 'any number of arguments' : `${e.min} or more arguments`;
  if (e.min === e.max) return e.min === 1 ? '1 argument' : `${e.min} arguments`;
  return `${e.min} to ${e.max} arguments`;
}

function argumentLines(e: CatalogueEntry): string[] {
  const types = e.reference?.args;
  // Autodesk's types line up with our arguments only when both list the same number of them
  const typed = types && types.length === e.args.length;
  return e.args.map((a, i) => {
    const marks = [a.optional ? 'optional' : '', a.rest ? 'repeatable' : ''].filter(Boolean).join(', ');
    const type = typed ? types[i]![1] : '';
    return `- \`${a.name}\`${type ? ` — ${type}` : ''}${marks ? ` _(${marks})_` : ''}`;
  });
}

function errorLines(e: CatalogueEntry): string[] {
  const out: string[] = [];
  if (e.kind !== 'special-form' && e.kind !== 'constant') {
    if (e.min > 0) out.push(`- fewer than ${e.min}: \`; error: too few arguments\``);
    if (e.max !== null) out.push(`- more than ${e.max}: \`; error: too many arguments\``);
  }
  if (e.error) out.push(`- \`${e.error.code}\` → \`; error: ${e.error.result}\``);
  return out;
}

/** Markdown sections of a builtin's hover (after the signature block). */
export function describeBuiltinFull(e: CatalogueEntry): string {
  const parts: string[] = [e.description];
  if (e.kind === 'special-form') parts.push('_Special form: arguments are not all evaluated._');
  if (e.kind !== 'constant') {
    const args = argumentLines(e);
    parts.push(`**Arguments** (${arity(e)})${args.length ? `\n${args.join('\n')}` : ''}`);
  }
  if (e.reference?.returns) parts.push(`**Returns:** ${e.reference.returns}`);
  const errors = errorLines(e);
  if (errors.length) parts.push(`**Errors**\n${errors.join('\n')}`);
  if (e.example) parts.push(`**Example**\n\`\`\`autolisp\n${e.example.code}\n;=> ${e.example.result}\n\`\`\``);
  if (e.platform) parts.push(`**Platform:** ${e.platform}`);
  if (e.note) parts.push(`_Note:_ ${e.note}`);
  if (e.reference?.signature) parts.push(`Autodesk: \`${e.reference.signature}\``);
  parts.push(e.reference ? `[Autodesk reference: ${e.name}](${referenceUrl(e)})` : `[Search Autodesk's reference for ${e.name}](${referenceUrl(e)})`);
  return parts.join('\n\n');
}
