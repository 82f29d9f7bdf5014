/*
 * The language features as pure functions over (text, offset), returning plain data. The Monaco
 * glue (register.ts) only converts offsets to positions and data to Monaco's shapes, so all the
 * behaviour is unit-tested without a browser.
 */
import { ACTIVEX_MEMBERS, CATALOGUE, lookupBuiltin, lookupMember, type ActiveXMember, type CatalogueEntry } from './catalogue.js';
import { describeBuiltinFull } from './builtin-help.js';
import { callContextAt } from './call-context.js';
import { groupCodeHoverAt, ssgetModeCompletionsAt, ssgetModeHoverAt } from './dxf-context.js';
import { lex, wordAt } from './lex.js';
import { findDefinition, findDefuns, findSetqNames, type DefunSymbol } from './symbols.js';
import { sysvarCompletionsAt, sysvarHoverAt } from './sysvar-names.js';

export interface CompletionItemData {
  label: string;
  kind: 'function' | 'keyword' | 'user-function' | 'command' | 'variable' | 'constant' | 'property' | 'method' | 'enum-member';
  detail: string;
  documentation: string;
  /** replace range (offsets) */
  start: number;
  end: number;
}

/** Calls whose second argument names an ActiveX member: which kind of member. */
const MEMBER_CALLS: Readonly<Record<string, ActiveXMember['kind']>> = {
  'vlax-get': 'property',
  'vlax-put': 'property',
  'vlax-get-property': 'property',
  'vlax-put-property': 'property',
  'vlax-property-available-p': 'property',
  'vlax-invoke': 'method',
  'vlax-invoke-method': 'method',
  'vlax-method-applicable-p': 'method',
};

/** The member kind when the cursor is on the member-name argument ('Name or "Name") of such a call. */
function memberCallAt(text: string, offset: number): ActiveXMember['kind'] | undefined {
  const ctx = callContextAt(text, offset);
  return ctx && ctx.argIndex === 1 ? MEMBER_CALLS[ctx.head.toLowerCase()] : undefined;
}

/** Markdown for an ActiveX member. */
export function describeMember(m: ActiveXMember): string {
  const lines = [m.description || `ActiveX ${m.kind}.`];
  const shown = m.classes.length > 12 ? `${m.classes.slice(0, 12).join(', ')} and ${m.classes.length - 12} more` : m.classes.join(', ');
  lines.push(`**${m.kind === 'property' ? 'Property' : 'Method'} of:** ${shown}`);
  if (m.readOnlyOn?.length) lines.push(m.readOnlyOn.length === m.classes.length ? '_Read-only._' : `_Read-only on:_ ${m.readOnlyOn.join(', ')}`);
  return lines.join('\n\n');
}

export function completionsAt(text: string, offset: number): CompletionItemData[] {
  // inside (ssget "...): the mode strings with their meanings
  const modes = ssgetModeCompletionsAt(text, offset);
  if (modes) return modes.map((m) => ({ ...m, kind: 'enum-member' }));
  // inside (getvar "...") or (setvar '...): system-variable names only
  const sysvars = sysvarCompletionsAt(text, offset);
  if (sysvars) return sysvars.map((v) => ({ ...v, kind: 'variable' }));
  const w = wordAt(text, offset);
  const start = w ? w.start : offset;
  const prefix = text.slice(start, offset).toLowerCase();
  const end = offset;
  const items: CompletionItemData[] = [];
  const memberKind = memberCallAt(text, offset);
  if (memberKind) {
    for (const m of ACTIVEX_MEMBERS) {
      if (m.kind !== memberKind || !m.name.toLowerCase().startsWith(prefix)) continue;
      items.push({ label: m.name, kind: m.kind, detail: `ActiveX ${m.kind}`, documentation: describeMember(m), start, end });
    }
    return items;
  }
  for (const e of CATALOGUE) {
    if (!e.name.startsWith(prefix)) continue;
    const kind = e.kind === 'special-form' ? 'keyword' : e.kind === 'constant' ? 'constant' : 'function';
    items.push({ label: e.name, kind, detail: e.signature, documentation: describe(e), start, end });
  }
  const toks = lex(text);
  const seen = new Set(items.map((i) => i.label));
  for (const d of findDefuns(text, toks)) {
    const key = d.name.toLowerCase();
    if (!key.startsWith(prefix) || seen.has(key)) continue;
    seen.add(key);
    items.push({ label: d.name, kind: d.kind === 'command' ? 'command' : 'user-function', detail: userSignature(d), documentation: d.doc, start, end });
  }
  for (const v of findSetqNames(toks)) {
    const key = v.toLowerCase();
    if (!key.startsWith(prefix) || seen.has(key) || start + v.length === offset) continue;
    seen.add(key);
    items.push({ label: v, kind: 'variable', detail: 'variable (setq)', documentation: '', start, end });
  }
  return items;
}

export const userSignature = (d: DefunSymbol): string =>
  `(${[d.name, ...d.params].join(' ')}${d.locals.length ? ` / ${d.locals.join(' ')}` : ''})`;

/** The parameter line of a user function's hover: arguments and locals apart, as VLIDE lists them. */
export function userParameters(d: DefunSymbol): string {
  const args = d.params.length ? d.params.join(' ') : '(none)';
  return `**Arguments:** ${args} — **Locals:** ${d.locals.length ? d.locals.join(' ') : '(none)'}`;
}

/** Markdown for a user defun: what it is, its arguments and locals apart, its comment. */
export function describeUserFunction(d: DefunSymbol): string[] {
  const kind = d.kind === 'command' ? `Command — call as ${d.name.slice(2)} or (${d.name})` : 'User function';
  return [`\`\`\`autolisp\n${userSignature(d)}\n\`\`\``, [kind, userParameters(d), d.doc].filter(Boolean).join('\n\n')];
}

/** A word that is an argument or a local of the defun around the offset (innermost first). */
function bindingAt(defuns: DefunSymbol[], word: string, offset: number): { d: DefunSymbol; role: 'argument' | 'local variable' } | null {
  const key = word.toLowerCase();
  let best: { d: DefunSymbol; role: 'argument' | 'local variable' } | null = null;
  for (const d of defuns) {
    if (offset < d.start || offset > d.end || (best && d.start < best.d.start)) continue;
    if (d.params.some((p) => p.toLowerCase() === key)) best = { d, role: 'argument' };
    else if (d.locals.some((p) => p.toLowerCase() === key)) best = { d, role: 'local variable' };
  }
  return best;
}

/** Markdown for a catalogue entry: description, platform notes. */
export function describe(e: CatalogueEntry): string {
  const lines = [e.description];
  if (e.kind === 'special-form') lines.push('_Special form: arguments are not all evaluated._');
  if (e.platform) lines.push(`**Platform:** ${e.platform}`);
  if (e.note) lines.push(`_Note:_ ${e.note}`);
  return lines.join('\n\n');
}

export interface HoverData {
  contents: string[];
  start: number;
  end: number;
}

export function hoverAt(text: string, offset: number): HoverData | null {
  const sv = sysvarHoverAt(text, offset) ?? ssgetModeHoverAt(text, offset) ?? groupCodeHoverAt(text, offset);
  if (sv) return sv;
  const w = wordAt(text, offset);
  if (!w) return null;
  const memberKind = memberCallAt(text, w.start);
  if (memberKind) {
    const m = lookupMember(w.word, memberKind)[0];
    if (m) return { contents: [`\`\`\`autolisp\n'${m.name}\n\`\`\``, describeMember(m)], start: w.start, end: w.end };
  }
  const b = lookupBuiltin(w.word);
  if (b) return { contents: [`\`\`\`autolisp\n${b.signature}\n\`\`\``, describeBuiltinFull(b)], start: w.start, end: w.end };
  const defuns = findDefuns(text);
  const d = findDefinition(defuns, w.word);
  if (d) return { contents: describeUserFunction(d), start: w.start, end: w.end };
  const bound = bindingAt(defuns, w.word, w.start);
  if (bound) return { contents: [`**${w.word}** — ${bound.role} of \`${bound.d.name}\``, userParameters(bound.d)], start: w.start, end: w.end };
  return null;
}

export interface SignatureData {
  label: string;
  parameters: string[];
  activeParameter: number;
  documentation: string;
}

export function signatureAt(text: string, offset: number): SignatureData | null {
  const ctx = callContextAt(text, offset);
  if (!ctx) return null;
  const b = lookupBuiltin(ctx.head);
  if (b) {
    const parameters = b.args.map((a) => (a.optional ? `[${a.name}${a.rest ? ' ...' : ''}]` : `${a.name}${a.rest ? ' ...' : ''}`));
    const restAt = b.args.findIndex((a) => a.rest);
    const active = restAt >= 0 && ctx.argIndex >= restAt ? restAt : ctx.argIndex;
    return { label: b.signature, parameters, activeParameter: Math.min(active, Math.max(0, parameters.length - 1)), documentation: b.description };
  }
  const d = findDefinition(findDefuns(text), ctx.head);
  if (d) return { label: userSignature(d), parameters: d.params, activeParameter: Math.min(ctx.argIndex, Math.max(0, d.params.length - 1)), documentation: d.doc };
  return null;
}

/** Go to definition: the defun named by the word at offset. */
export function definitionAt(text: string, offset: number): { start: number; end: number } | null {
  const w = wordAt(text, offset);
  if (!w) return null;
  const d = findDefinition(findDefuns(text), w.word);
  return d ? { start: d.nameStart, end: d.nameEnd } : null;
}
