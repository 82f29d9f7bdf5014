/*
 * Regenerates assets/activex/, the ActiveX (vla-/vlax-) catalogue, from Autodesk's own object-model
 * data and two reproductions of the AutoCAD type library's enum values:
 *
 *   npx tsx scripts/build-activex.ts WEBHELP.json PYAX.pyi AC-ENUMS.rkt
 *
 *   WEBHELP.json  Autodesk-AutoCAD/AutoLispExt extension/src/help/webHelpAbstraction.json (Apache-2.0):
 *                 156 classes with their property and method lists, every vla- function signature.
 *   PYAX.pyi      CEXT-Dan/PyRx pyrx/PyAx.pyi (LGPL-3.0): the acax enums with their values.
 *   AC-ENUMS.rkt  aptmcl/rosetta autocad/ac-enums.rkt (LGPL-3.0): the same enums, a second copy.
 *
 * Only facts are taken — names, argument names, which members a class has, whether a property can
 * be written, enum values — and only for the names AutoLISP knows (the enumerator names the
 * AutoLispExt data lists). No description or other prose is copied into the run data; the short
 * descriptions go to activex-help.json for the editor's hover, with the Apache-2.0 notice. The input
 * files themselves are not committed. Outputs:
 *
 *   assets/activex/activex-catalogue.json  what a run needs (read by interpreter/drawing/activex/catalogue.ts)
 *   assets/activex/activex-help.json       signatures, descriptions and help GUIDs (tooling only)
 *   assets/activex/README.md               provenance, licences and the rules used below
 *
 * Rules (the data has no read-only flag of its own):
 *   - a class's members are its own lists plus every vla- function whose validObjects name it
 *     (the 2021 lists leave out deprecated members such as Color that AutoCAD still has);
 *   - a property is writable on a class when a vla-put- function exists and either names the class
 *     among its validObjects or the getter does not name it either (the lists of such a pair are
 *     equally incomplete), except where READ_ONLY_CORRECTIONS (from the ActiveX reference) says not;
 *   - an enum value comes from PyAx.pyi, else ac-enums.rkt; disagreements are listed in README.md.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

interface Arg { id: string; typeNames: string; primitive: string; enums: string[] }
interface Fn { id: string; arguments: Arg[]; returnType: Arg; validObjects: string[]; signature: string; description: string; guid: string; category: number }
interface Obj { id: string; properties: string[]; methods: string[]; description: string; guid: string }
interface WebHelp { year: string; objects: Record<string, Obj>; functions: Record<string, Fn>; ambiguousFunctions: Record<string, Fn[]>; enumerators: Record<string, string> }

/** Sources as committed beside the output (commit = the snapshot the data was read from). */
const SOURCES = {
  objectModel: { repo: 'Autodesk-AutoCAD/AutoLispExt', path: 'extension/src/help/webHelpAbstraction.json', commit: '74f59ee220a3689b6b13d26c7be8107c985b93dd', licence: 'Apache-2.0' },
  enumsPrimary: { repo: 'CEXT-Dan/PyRx', path: 'pyrx/PyAx.pyi', commit: '0332fe29247337ec4a3b22490ae0c689c1c91dea', licence: 'LGPL-3.0' },
  enumsSecondary: { repo: 'aptmcl/rosetta', path: 'autocad/ac-enums.rkt', commit: '1b81b10b0c8eb77d92d6b5ea86d0eb940add0888', licence: 'LGPL-3.0' },
};

/**
 * Properties the ActiveX reference documents as read-only on some of the classes whose vla-put-
 * function names them ("Read-only: Yes, except ..."): class → properties made read-only there.
 */
const READ_ONLY_CORRECTIONS: ReadonlyArray<{ props: string[]; classes: string[]; source: string }> = [
  { props: ['StartPoint', 'EndPoint'], classes: ['Arc', 'Ellipse'], source: 'StartPoint Property (ActiveX), GUID-7EE4F705-D287-4165-AEB7-AA56C36F1789: "Read-only: Yes, except the Line object"' },
  { props: ['PatternType'], classes: ['Hatch'], source: 'PatternType Property (ActiveX), GUID-5D71CDF9-E9EB-402B-AED5-7BC1A9B4A03D: "Read-only: Yes" (set by AddHatch or SetPattern)' },
  { props: ['Area'], classes: ['Arc', 'Ellipse', 'Hatch', 'LWPolyline', 'Polyline', 'Region', 'Spline'], source: 'Area Property (ActiveX), GUID-2D31D8C1-9BEC-48CF-8B73-E2AD38A08D74: "Read-only: No, for Circle objects; Yes, for all other objects"' },
];

/**
 * Signatures the data gets wrong, from the ActiveX reference: argument names as they should read
 * ("?" marks an optional one); the argument counts follow from them.
 */
const SIGNATURE_CORRECTIONS: Readonly<Record<string, { args: string; source: string }>> = {
  'vla-addarc': { args: 'Object Center Radius StartAngle EndAngle', source: 'AddArc Method (ActiveX), GUID-864A7E1F-D221-4C83-A4DB-F60C8E56FED6: AddArc(Center, Radius, StartAngle, EndAngle) (the data runs the last two together)' },
  'vla-addhatch': { args: 'Object PatternType PatternName Associativity HatchObjectType?', source: 'AddHatch Method (ActiveX), GUID-BAF2BEDD-489A-42D1-92B1-698DC9DAE675: AddHatch(PatternType, PatternName, Associativity [, HatchObjectType])' },
};

/**
 * Interfaces the data lists without the members they inherit: IAcadModelSpace and
 * IAcadPaperSpace derive from IAcadBlock (programs read IsLayout / IsXRef on every member of the
 * Blocks collection, *Model_Space and *Paper_Space included).
 */
const INHERITS: Readonly<Record<string, string>> = { ModelSpace: 'Block', PaperSpace: 'Block' };

/** validObjects spellings that are not class ids. */
const CLASS_ALIASES: Readonly<Record<string, string[]>> = {
  lightweightpolyline: ['LWPolyline'],
  mleaderleader: ['IAcadMLeaderLeader'],
  attributeref: ['AttributeReference'],
  '3dpoly': ['3DPolyline'],
  blockreferences: ['BlockReference'],
  state: ['AcadState'],
};

/** Members in the object lists that stand for "no member" in the data. */
const NOT_A_MEMBER = /^vla-(get-)?None$/i;

function main(): void {
  const [webPath, pyiPath, rktPath] = process.argv.slice(2);
  if (!webPath || !pyiPath || !rktPath) {
    console.error('usage: npx tsx scripts/build-activex.ts webHelpAbstraction.json PyAx.pyi ac-enums.rkt');
    process.exit(2);
  }
  const webText = readFileSync(webPath, 'utf8');
  const web = JSON.parse(webText) as WebHelp;
  const sha = createHash('sha256').update(webText).digest('hex').slice(0, 16);

  // ---- functions: canonical spelling of every vla- name, arity from the signatures -------------
  const fnRows = new Map<string, { name: string; min: number; max: number; args: string; sigs: Fn[] }>();
  const addFn = (f: Fn) => {
    if (!/^vla-/i.test(f.id) || NOT_A_MEMBER.test(f.id)) return;
    const key = f.id.toLowerCase();
    const args = f.arguments.length;
    const optional = (f.signature.match(/\?</g) ?? []).length;
    // argument names as the signature spells them, "?" after an optional one
    const names = [...f.signature.matchAll(/\s([A-Za-z0-9_]+)(\??)</g)].map((m) => m[1]! + m[2]!).join(' ');
    const row = fnRows.get(key);
    if (!row) fnRows.set(key, { name: f.id, min: args - optional, max: args, args: names, sigs: [f] });
    else {
      row.min = Math.min(row.min, args - optional);
      if (args > row.max) row.args = names;
      row.max = Math.max(row.max, args);
      row.sigs.push(f);
    }
  };
  for (const f of Object.values(web.functions)) addFn(f);
  for (const list of Object.values(web.ambiguousFunctions)) for (const f of list) addFn(f);
  for (const [key, fix] of Object.entries(SIGNATURE_CORRECTIONS)) {
    const row = fnRows.get(key);
    if (!row) throw new Error(`correction for unknown function ${key}`);
    const names = fix.args.split(' ');
    row.args = fix.args;
    row.max = names.length;
    row.min = names.filter((n) => !n.endsWith('?')).length;
  }

  // ---- classes --------------------------------------------------------------------------------
  const classIds = new Map<string, string>(); // lower → id
  for (const o of Object.values(web.objects)) classIds.set(o.id.toLowerCase(), o.id);
  const dimensionClasses = [...classIds.values()].filter((id) => /^Dim(?!Style)/.test(id) || id === 'IAcadDimension');
  const resolveClass = (name: string): string[] => {
    const k = name.trim().toLowerCase();
    if (k === 'dimension') return dimensionClasses;
    const id = classIds.get(k);
    if (id) return [id];
    return CLASS_ALIASES[k] ?? [];
  };
  const validOf = (f: Fn | undefined): Set<string> => new Set((f?.validObjects ?? []).flatMap(resolveClass));
  const memberName = (fnId: string): string => fnId.replace(/^vla-(get-|put-)?/i, '');
  const canonical = new Map<string, string>(); // lower member → spelling from the function ids
  for (const row of fnRows.values()) {
    const m = memberName(row.name);
    if (!canonical.has(m.toLowerCase()) || !/^vla-(get|put)-/i.test(row.name)) canonical.set(m.toLowerCase(), m);
  }
  const canon = (m: string): string => canonical.get(m.toLowerCase()) ?? m;

  const props = new Map<string, Set<string>>();
  const methods = new Map<string, Set<string>>();
  for (const id of classIds.values()) {
    props.set(id, new Set());
    methods.set(id, new Set());
  }
  for (const o of Object.values(web.objects)) {
    for (const p of o.properties) if (!NOT_A_MEMBER.test(p)) props.get(o.id)!.add(canon(memberName(p)));
    for (const m of o.methods) if (!NOT_A_MEMBER.test(m)) methods.get(o.id)!.add(canon(memberName(m)));
  }
  for (const row of fnRows.values()) {
    const m = canon(memberName(row.name));
    const isProp = /^vla-(get|put)-/i.test(row.name);
    for (const f of row.sigs) for (const c of validOf(f)) (isProp ? props : methods).get(c)?.add(m);
  }

  const inheritedWritable = new Set<string>();
  for (const [cls, base] of Object.entries(INHERITS)) {
    for (const p of props.get(base)!) {
      if (!props.get(cls)!.has(p)) inheritedWritable.add(`${cls}.${p}`);
      props.get(cls)!.add(p);
    }
    for (const m of methods.get(base)!) methods.get(cls)!.add(m);
  }

  const getFn = (p: string) => fnRows.get(`vla-get-${p.toLowerCase()}`)?.sigs[0];
  const putFn = (p: string) => fnRows.get(`vla-put-${p.toLowerCase()}`)?.sigs[0];
  const forcedRO = new Set<string>();
  for (const c of READ_ONLY_CORRECTIONS) for (const cls of c.classes) for (const p of c.props) forcedRO.add(`${cls}.${p}`);
  const writable = (cls: string, p: string): boolean => {
    const put = putFn(p);
    if (!put || forcedRO.has(`${cls}.${p}`)) return false;
    if (inheritedWritable.has(`${cls}.${p}`)) return writable(INHERITS[cls]!, p);
    return validOf(put).has(cls) || !validOf(getFn(p)).has(cls);
  };

  const byName = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0);
  const classes: Record<string, { p: string; w: string; m: string }> = {};
  for (const id of [...classIds.values()].sort(byName)) {
    const ps = [...props.get(id)!].sort(byName);
    classes[id] = { p: ps.join(' '), w: ps.filter((p) => writable(id, p)).join(' '), m: [...methods.get(id)!].sort(byName).join(' ') };
  }

  // ---- enum constants ---------------------------------------------------------------------------
  const pyi = new Map<string, [string, number]>();
  for (const line of readFileSync(pyiPath, 'utf8').split('\n')) {
    const m = /^((?:ac|k)\w+): Ac\w+ {2}# (-?\d+)$/.exec(line);
    if (m) pyi.set(m[1]!.toLowerCase(), [m[1]!, Number(m[2])]);
  }
  const rkt = new Map<string, [string, number]>();
  for (const m of readFileSync(rktPath, 'utf8').matchAll(/\(((?:ac|k)\w+)\s+(-?\d+)\)/gi)) rkt.set(m[1]!.toLowerCase(), [m[1]!, Number(m[2])]);
  const constants: Record<string, number> = {};
  const disagreements: string[] = [];
  const missing: string[] = [];
  for (const name of Object.keys(web.enumerators).sort()) {
    if (!/^(ac|k)[a-z0-9_]+$/i.test(name) || /^acrx_/i.test(name)) continue;
    const a = pyi.get(name);
    const b = rkt.get(name);
    const pick = a ?? b;
    if (!pick) {
      missing.push(name);
      continue;
    }
    if (a && b && a[1] !== b[1]) disagreements.push(`${a[0]}: PyAx.pyi ${a[1]}, ac-enums.rkt ${b[1]} (kept ${a[1]})`);
    constants[pick[0]] = pick[1];
  }

  // ---- write ------------------------------------------------------------------------------------
  const om = SOURCES.objectModel;
  const functions = [...fnRows.values()].sort((a, b) => byName(a.name, b.name)).map((r) => [r.name, r.min, r.max, r.args] as const);
  const catalogue = {
    title: `AutoCAD ActiveX object model as AutoLISP sees it (AutoCAD ${web.year}): classes, members, read-only flags, vla- functions, enum constants`,
    source: `${om.repo} ${om.path} @ ${om.commit} (sha-256 ${sha}…); enum values from ${SOURCES.enumsPrimary.repo} ${SOURCES.enumsPrimary.path} @ ${SOURCES.enumsPrimary.commit}, else ${SOURCES.enumsSecondary.repo} ${SOURCES.enumsSecondary.path} @ ${SOURCES.enumsSecondary.commit}`,
    licence: 'Object-model data: Apache-2.0 (Copyright Autodesk, Inc.; see README.md). Enum values: facts of the AutoCAD type library, as reproduced in two LGPL-3.0 projects.',
    generatedBy: 'scripts/build-activex.ts (npx tsx scripts/build-activex.ts webHelpAbstraction.json PyAx.pyi ac-enums.rkt)',
    notes: 'classes: id → p (properties), w (the writable ones), m (methods), space-separated. functions: [name, min, max arguments (the object included), argument names (? = optional)]. constants: name → value.',
    classes,
    functions,
    constants,
  };
  const help = {
    title: 'Signatures, one-line descriptions and help GUIDs of the ActiveX functions and classes (for the editor)',
    source: catalogue.source,
    licence: 'Apache-2.0 (Copyright Autodesk, Inc.); help pages at https://help.autodesk.com/view/OARX/2021/ENU/?guid=GUID-<guid>',
    generatedBy: catalogue.generatedBy,
    functions: Object.fromEntries([...fnRows.values()].sort((a, b) => byName(a.name, b.name)).map((r) => [r.name, { s: r.sigs.map((f) => f.signature), d: r.sigs[0]!.description, g: r.sigs[0]!.guid }])),
    classes: Object.fromEntries(Object.values(web.objects).sort((a, b) => byName(a.id, b.id)).map((o) => [o.id, { d: o.description, g: o.guid }])),
  };
  const out = new URL('../assets/activex/', import.meta.url);
  mkdirSync(out, { recursive: true });
  writeFileSync(new URL('activex-catalogue.json', out), compactJson(catalogue));
  writeFileSync(new URL('activex-help.json', out), compactJson(help));
  writeFileSync(new URL('README.md', out), readme(disagreements, missing, Object.keys(classes).length, functions.length, Object.keys(constants).length));
  console.log(`wrote ${Object.keys(classes).length} classes, ${functions.length} functions, ${Object.keys(constants).length} constants (${missing.length} enum names without a value, ${disagreements.length} disagreements)`);
}

/** One key per line at the top two levels, each value on one line: small diffs, small files. */
function compactJson(o: Record<string, unknown>): string {
  const lines = Object.entries(o).map(([k, v]) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const inner = Object.entries(v).map(([k2, v2]) => `  ${JSON.stringify(k2)}: ${JSON.stringify(v2)}`);
      return ` ${JSON.stringify(k)}: {\n${inner.join(',\n')}\n }`;
    }
    if (Array.isArray(v)) return ` ${JSON.stringify(k)}: [\n${v.map((x) => `  ${JSON.stringify(x)}`).join(',\n')}\n ]`;
    return ` ${JSON.stringify(k)}: ${JSON.stringify(v)}`;
  });
  return `{\n${lines.join(',\n')}\n}\n`;
}

function readme(disagreements: string[], missing: string[], nClasses: number, nFunctions: number, nConstants: number): string {
  const s = SOURCES;
  return `# ActiveX catalogue (generated)

Generated by \`scripts/build-activex.ts\`; do not edit by hand. ${nClasses} classes, ${nFunctions} vla- functions, ${nConstants} enum constants.

## Sources

| data | repository | file | commit | licence |
|---|---|---|---|---|
| classes, members, signatures, descriptions | ${s.objectModel.repo} | \`${s.objectModel.path}\` | \`${s.objectModel.commit}\` | ${s.objectModel.licence} |
| enum values (first choice) | ${s.enumsPrimary.repo} | \`${s.enumsPrimary.path}\` | \`${s.enumsPrimary.commit}\` | ${s.enumsPrimary.licence} |
| enum values (second choice) | ${s.enumsSecondary.repo} | \`${s.enumsSecondary.path}\` | \`${s.enumsSecondary.commit}\` | ${s.enumsSecondary.licence} |

The object-model data is Autodesk's, shipped with the AutoCAD AutoLISP Extension for Visual Studio
Code under the Apache License 2.0:

> Copyright (c) Autodesk, Inc. Licensed under the Apache License, Version 2.0 (the "License"); you
> may not use this file except in compliance with the License. You may obtain a copy of the License
> at http://www.apache.org/licenses/LICENSE-2.0. Unless required by applicable law or agreed to in
> writing, software distributed under the License is distributed on an "AS IS" BASIS, WITHOUT
> WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.

\`activex-catalogue.json\` holds facts only (names, argument counts, read-only flags, enum values);
\`activex-help.json\` carries the data's one-line descriptions, signatures and help GUIDs for the
editor's hover. The enum values are facts of AutoCAD's type library (acax); the two reproductions
they are read from are LGPL-3.0 projects, and no code of theirs is included.

## Rules

- A class's members: its own property and method lists plus every vla- function whose
  \`validObjects\` name the class (the lists leave out deprecated members such as \`Color\`).
- A property is writable on a class when a \`vla-put-\` function exists and names the class, or its
  getter does not name the class either; corrections from the ActiveX reference:
${READ_ONLY_CORRECTIONS.map((c) => `  - ${c.props.join(', ')} read-only on ${c.classes.join(', ')} — ${c.source}`).join('\n')}
- ModelSpace and PaperSpace also have every member of Block (their interfaces derive from IAcadBlock).
- Function arity: the signature's arguments (object included); \`?\` marks an optional one; names
  with several signatures (vla-Add, vla-Select…) take the widest range. Corrected signatures:
${Object.entries(SIGNATURE_CORRECTIONS).map(([k, c]) => `  - ${k}: \`${c.args}\` — ${c.source}`).join('\n')}

## Enum names without a value in either source (left undefined)

${missing.length ? missing.map((m) => `- \`${m}\``).join('\n') : '(none)'}

## Values the two sources disagree on (PyAx.pyi kept)

${disagreements.length ? disagreements.map((d) => `- ${d}`).join('\n') : '(none)'}
`;
}

main();
