/*
 * System-variable names where AutoLISP takes them — the first argument of getvar / setvar, as a
 * string or a quoted symbol: completion of the name and a hover with its type, default, where it
 * is saved and Autodesk's help page. The list is the interpreter's (the generated inventory
 * under the curated table), so the editor knows exactly the variables a run knows.
 */
import { sysvarInfo, type SysvarInfo } from '../../../interpreter/index.js';
import { lex, type Tok } from './lex.js';

const TAKES_SYSVAR = new Set(['getvar', 'setvar']);

let byName: Map<string, SysvarInfo> | undefined;
const table = (): Map<string, SysvarInfo> => (byName ??= new Map(sysvarInfo().map((v) => [v.name, v])));

/** Where the cursor is typing a system-variable name: the name's start and what is typed so far. */
function nameAt(text: string, offset: number): { start: number; typed: string } | null {
  const toks = lex(text.slice(0, offset));
  const n = toks.length;
  const last = toks[n - 1] as Tok | undefined;
  if (!last || last.end < offset) return null;
  const callAt = (i: number): boolean => toks[i - 1]?.kind === 'open' && toks[i]?.kind === 'atom' && TAKES_SYSVAR.has((toks[i] as Tok).text.toLowerCase());
  // the text is cut at the cursor, so a string still open there has no closing quote yet
  const openString = last.kind === 'string' && !(last.text.length > 1 && last.text.endsWith('"'));
  if (openString && callAt(n - 2)) return { start: last.start + 1, typed: last.text.slice(1) };
  if (last.kind === 'atom' && toks[n - 2]?.kind === 'quote' && callAt(n - 3)) return { start: last.start, typed: last.text };
  return null;
}

export interface SysvarCompletion {
  label: string;
  detail: string;
  documentation: string;
  start: number;
  end: number;
}

export function describeSysvar(v: SysvarInfo): string {
  const lines = [`**${v.name}** — ${v.type}${v.bitcoded ? ' (bit-coded)' : ''}${v.readOnly ? ', read-only' : ''}`, `Default: \`${v.default}\`${v.metricDefault ? ` (metric template: \`${v.metricDefault}\`)` : ''}`];
  if (v.range) lines.push(`Range: ${v.range}`);
  if (v.savedIn) lines.push(`Saved in: ${v.savedIn}`);
  if (v.help) lines.push(`[Autodesk reference](${v.help})`);
  return lines.join('\n\n');
}

/** Completion of a system-variable name inside (getvar "...") / (setvar '...), or null elsewhere. */
export function sysvarCompletionsAt(text: string, offset: number): SysvarCompletion[] | null {
  const at = nameAt(text, offset);
  if (!at) return null;
  const prefix = at.typed.toUpperCase();
  const out: SysvarCompletion[] = [];
  for (const v of sysvarInfo()) {
    if (!v.name.startsWith(prefix)) continue;
    out.push({ label: v.name, detail: `${v.type} · default ${v.default}${v.readOnly ? ' · read-only' : ''}`, documentation: describeSysvar(v), start: at.start, end: offset });
    if (out.length >= 200) break;
  }
  return out;
}

/** Hover text for a system-variable name given to getvar / setvar. */
export function sysvarHoverAt(text: string, offset: number): { contents: string[]; start: number; end: number } | null {
  // extend to the end of the name under the cursor, then check the context at its end
  let end = offset;
  while (end < text.length && /[A-Za-z0-9_$-]/.test(text[end] as string)) end++;
  const at = nameAt(text, end);
  if (!at) return null;
  const v = table().get(at.typed.toUpperCase());
  return v ? { contents: [describeSysvar(v)], start: at.start, end } : null;
}
