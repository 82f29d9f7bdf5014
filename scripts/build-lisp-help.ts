/*
 * Regenerates assets/catalogue/autolisp-help.json, the reference facts of the AutoLISP (non-vla)
 * functions for the editor's hover: Autodesk's typed signature, the type of each argument and of
 * the result, and the GUID of the function's page in Autodesk's online reference
 * (https://help.autodesk.com/view/OARX/<year>/ENU/?guid=GUID-<guid>, the pattern AutoLispExt's
 * "Open Online Help" uses; the GUIDs have stayed the same from the 2018 to the 2026 help).
 *
 *   npx tsx scripts/build-lisp-help.ts WEBHELP.json
 *
 *   WEBHELP.json  Autodesk-AutoCAD/AutoLispExt extension/src/help/webHelpAbstraction.json (Apache-2.0,
 *                 Copyright Autodesk, Inc.), not committed. The vla- functions are in
 *                 assets/activex/activex-help.json (scripts/build-activex.ts).
 *
 * Only facts are kept (names, types, GUIDs); RETURN_CORRECTIONS fixes result types the data gets
 * wrong, checked against what the interpreter returns.
 */
import { readFileSync, writeFileSync } from 'node:fs';

interface Arg { id: string; typeNames: string; primitive: string }
interface Fn { id: string; arguments: Arg[]; returnType: Arg; signature: string; guid: string; platforms?: string }
interface WebHelp { year: string; functions: Record<string, Fn>; ambiguousFunctions: Record<string, Fn[]> }

const SOURCE = { repo: 'Autodesk-AutoCAD/AutoLispExt', path: 'extension/src/help/webHelpAbstraction.json', commit: '74f59ee220a3689b6b13d26c7be8107c985b93dd' };

/** Result types the data gets wrong (it copies the argument type for some functions). */
const RETURN_CORRECTIONS: Readonly<Record<string, string>> = {
  entget: 'List, nil',
};

export interface LispHelpRow {
  /** Autodesk's signature with types ("?" optional) */
  s: string;
  /** argument name → Autodesk's type names */
  a: Array<[string, string]>;
  /** result type names */
  r: string;
  /** help GUID */
  g: string;
  /** WIN or WIN|MAC */
  p?: string;
}

function row(f: Fn): LispHelpRow {
  const r: LispHelpRow = { s: f.signature, a: f.arguments.map((a) => [a.id, a.typeNames]), r: RETURN_CORRECTIONS[f.id.toLowerCase()] ?? f.returnType.typeNames, g: f.guid };
  if (f.platforms) r.p = f.platforms;
  return r;
}

function main(path: string): void {
  const web = JSON.parse(readFileSync(path, 'utf8')) as WebHelp;
  const rows: Record<string, LispHelpRow> = {};
  for (const f of Object.values(web.functions)) {
    const name = f.id.toLowerCase();
    if (name.startsWith('vla-') || !f.guid) continue;
    rows[name] = row(f);
  }
  // overloaded entries (vl-arx-import ...): the first form
  for (const [name, forms] of Object.entries(web.ambiguousFunctions)) {
    const f = forms[0];
    if (f && !name.startsWith('vla-') && f.guid && !rows[name]) rows[name] = row(f);
  }
  const names = Object.keys(rows).sort();
  const body = names.map((n) => `  ${JSON.stringify(n)}: ${JSON.stringify(rows[n])}`).join(',\n');
  const head = {
    title: "Typed signatures and Autodesk help GUIDs of the AutoLISP functions (for the editor's hover)",
    source: `${SOURCE.repo} ${SOURCE.path} @ ${SOURCE.commit} (AutoCAD ${web.year} help data)`,
    licence: 'Apache-2.0 (Copyright Autodesk, Inc.)',
    url: 'https://help.autodesk.com/view/OARX/2025/ENU/?guid=GUID-',
    generatedBy: 'scripts/build-lisp-help.ts (npx tsx scripts/build-lisp-help.ts webHelpAbstraction.json)',
    notes: 's: signature, a: [argument, types], r: result types, g: help GUID, p: platforms',
  };
  const top = Object.entries(head).map(([k, v]) => ` ${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(',\n');
  const out = new URL('../assets/catalogue/autolisp-help.json', import.meta.url);
  writeFileSync(out, `{\n${top},\n "functions": {\n${body}\n }\n}\n`);
  console.log(`wrote ${names.length} functions to ${out.pathname}`);
}

const file = process.argv[2];
if (!file) {
  console.error('usage: npx tsx scripts/build-lisp-help.ts webHelpAbstraction.json');
  process.exit(2);
}
main(file);
