/*
 * Builds the editor's builtin catalogue (assets/catalogue/functions.json) from the interpreter's
 * registration tables, so completion, hover and signature help never drift from what the
 * interpreter actually accepts. Pure: `buildCatalogue()` returns the JSON text; the CLI wrapper
 * (scripts/build-catalogue.ts) writes it, and test/renderer/catalogue-sync.test.ts fails when the
 * committed file is stale. The functions are those of a run with a drawing, from the builtin
 * registry (interpreter/runner/families.ts): a family added there shows up here on regeneration.
 */
import { ACTIVEX_SOURCE, Interp, Subr, activexFunctions, activexMembers, activexOwners, docSignature, docSummary } from '../../interpreter/index.js';
import { runBuiltins } from '../../interpreter/runner/index.js';
import notes from '../../assets/catalogue/notes.json' with { type: 'json' };
import help from '../../assets/activex/activex-help.json' with { type: 'json' };
import lispHelp from '../../assets/catalogue/autolisp-help.json' with { type: 'json' };
import examples from '../../assets/catalogue/examples.json' with { type: 'json' };

import type { ActiveXMember, CatalogueArg, CatalogueEntry, CatalogueReference } from '../../electron/shared/catalogue.js';
import type { ExamplesFile } from './examples.js';

export type { CatalogueArg, CatalogueEntry } from '../../electron/shared/catalogue.js';

/** Autodesk's one-line descriptions of the vla- functions (assets/activex/activex-help.json, Apache-2.0). */
const HELP = new Map(Object.entries((help as { functions: Record<string, { d: string }> }).functions).map(([k, v]) => [k.toLowerCase(), v.d]));
/** Help GUIDs and typed signatures: vla- functions from activex-help.json, the others from autolisp-help.json (both AutoLispExt, Apache-2.0). */
const REFERENCE = new Map<string, CatalogueReference>([
  ...Object.entries((help as { functions: Record<string, { s: string[]; g: string }> }).functions).map(([k, v]): [string, CatalogueReference] => [k.toLowerCase(), { guid: v.g, signature: v.s[0] }]),
  ...Object.entries((lispHelp as unknown as { functions: Record<string, { s: string; a: Array<[string, string]>; r: string; g: string }> }).functions).map(([k, v]): [string, CatalogueReference] => [
    k,
    { guid: v.g, signature: v.s, ...(v.a.length ? { args: v.a } : {}), ...(v.r ? { returns: v.r } : {}) },
  ]),
]);
/** One example and one error per builtin, from the conformance suite (scripts/catalogue/examples.ts). */
const EXAMPLES = (examples as ExamplesFile).functions;
/** The catalogue's argument counts of the vla- functions (the registry takes any count: the member is looked up first). */
const VLA_ARITY = new Map(activexFunctions().map(([name, min, max]) => [name.toLowerCase(), [min, max] as const]));

/** Parse "(name a [b] [c ...])" into argument descriptors. */
export function parseSignature(sig: string): CatalogueArg[] {
  const inner = sig.trim().replace(/^\(/, '').replace(/\)$/, '');
  const tokens: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of inner) {
    if (ch === '[' || ch === '(') depth++;
    if (ch === ']' || ch === ')') depth--;
    if (ch === ' ' && depth === 0) {
      if (cur) tokens.push(cur);
      cur = '';
    } else cur += ch;
  }
  if (cur) tokens.push(cur);
  tokens.shift(); // the function name
  const args: CatalogueArg[] = [];
  for (const t of tokens) {
    if (t === '...') {
      const last = args[args.length - 1];
      if (last) last.rest = true;
      continue;
    }
    const optional = t.startsWith('[');
    const body = optional ? t.slice(1, -1).trim() : t;
    const rest = /\s\.\.\.$/.test(body);
    args.push({ name: body.replace(/\s\.\.\.$/, ''), optional, rest });
  }
  return args;
}

const WINDOWS_ONLY = /^(vla-|vlax-|vlr-|vlisp-)/;
const NOTES = notes as Record<string, { platform?: string; note?: string }>;

export function entriesFromInterp(): CatalogueEntry[] {
  const ip = new Interp({ builtins: runBuiltins() });
  const out: CatalogueEntry[] = [];
  for (const sym of ip.allSymbols()) {
    const v = sym.value;
    if (!(v instanceof Subr) || !v.doc) continue;
    const name = sym.name.toLowerCase();
    const signature = docSignature(v.doc);
    const e: CatalogueEntry = {
      name,
      kind: v.special ? 'special-form' : 'function',
      signature,
      args: parseSignature(signature),
      min: v.min,
      max: Number.isFinite(v.max) ? v.max : null,
      description: docSummary(v.doc),
    };
    const vla = VLA_ARITY.get(name);
    if (vla) {
      e.min = vla[0];
      e.max = vla[1];
      const d = HELP.get(name);
      e.description = `${d ? `${d} ` : ''}${e.description.replace(/\.$/, '')}${activexOwners(name)}.`;
    }
    const n = NOTES[name];
    if (n?.platform) e.platform = n.platform;
    else if (WINDOWS_ONLY.test(name)) e.platform = 'Windows only (ActiveX / reactors)';
    if (n?.note) e.note = n.note;
    const ref = REFERENCE.get(name);
    if (ref) e.reference = ref;
    const ex = EXAMPLES[name];
    if (ex?.example) e.example = ex.example;
    if (ex?.error) e.error = ex.error;
    out.push(e);
  }
  // constants (acByLayer, vlax-vbDouble, :vlax-true): rows of the registry bound to a value
  for (const table of runBuiltins())
    for (const d of table) {
      if (!d.constant) continue;
      out.push({ name: d.name, kind: 'constant', signature: docSignature(d.doc), args: [], min: 0, max: 0, description: docSummary(d.doc), platform: 'Windows only (ActiveX)' });
    }
  out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return out;
}

/** Every ActiveX property and method, with Autodesk's description and the classes that have it. */
export function activexMemberEntries(): ActiveXMember[] {
  const out: ActiveXMember[] = [];
  for (const m of activexMembers().values()) {
    const fn = m.kind === 'property' ? `vla-get-${m.name}` : `vla-${m.name}`;
    const e: ActiveXMember = { name: m.name, kind: m.kind, description: HELP.get(fn.toLowerCase()) ?? '', classes: m.classes };
    if (m.kind === 'property' && m.readOnlyOn.length) e.readOnlyOn = m.readOnlyOn;
    out.push(e);
  }
  return out.sort((a, b) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : a.kind < b.kind ? -1 : 1));
}

/** The catalogue file's exact text. */
export function buildCatalogue(): string {
  const rows = entriesFromInterp().map((e) => `  ${JSON.stringify(e)}`);
  const members = activexMemberEntries().map((m) => `   ${JSON.stringify(m)}`);
  return `{\n "generatedBy": "scripts/build-catalogue.ts (npm run catalogue)",\n "functions": [\n${rows.join(',\n')}\n ],\n "activex": {\n  "source": ${JSON.stringify(`${ACTIVEX_SOURCE.source} — ${ACTIVEX_SOURCE.licence}`)},\n  "members": [\n${members.join(',\n')}\n  ]\n }\n}\n`;
}
