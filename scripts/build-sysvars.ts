/*
 * Regenerates assets/sysvars/autocad-sysvars.json, the full AutoCAD system-variable inventory:
 *
 *   npx tsx scripts/build-sysvars.ts PATH/TO/system-variables-inventory.sexp
 *
 * The input is ogamita/clautolisp's autolisp-spec/documentation/system-variables-inventory.sexp
 * (AGPL-3.0), itself compiled from Autodesk's AutoCAD 2026 system-variable reference. Only facts
 * are taken from it — name, type, default (imperial and metric template), range, read-only flag,
 * where the value is saved, whether it is bit-coded, and the Autodesk help page — for the
 * variables AutoCAD has (BricsCAD-only rows are dropped, BricsCAD-specific values are replaced by
 * AutoCAD's from the record's divergence notes). No summary or other prose is copied, and the input
 * file itself is not committed. Two outputs: autocad-sysvars.json, the facts a run needs (read by
 * interpreter/drawing/sysvar-inventory.ts), kept compact because every worker loads it; and
 * autocad-sysvars-help.json, each variable's Autodesk help page, read only by the tooling.
 */
import { readFileSync, writeFileSync } from 'node:fs';

type Atom = string | number | boolean | null | { str: string } | Atom[];

/** A reader for the inventory's plists: ( :key value ... ) with strings, numbers, keywords, lists. */
function readForms(text: string): Atom[] {
  let i = 0;
  const skip = () => {
    for (;;) {
      while (i < text.length && /\s/.test(text[i]!)) i++;
      if (text[i] === ';') while (i < text.length && text[i] !== '\n') i++;
      else return;
    }
  };
  const read = (): Atom => {
    skip();
    const c = text[i];
    if (c === '(') {
      i++;
      const out: Atom[] = [];
      for (;;) {
        skip();
        if (text[i] === ')') {
          i++;
          return out;
        }
        if (i >= text.length) throw new Error('unbalanced list');
        out.push(read());
      }
    }
    if (c === '"') {
      i++;
      let s = '';
      while (text[i] !== '"') {
        if (text[i] === '\\') i++;
        s += text[i++];
        if (i >= text.length) throw new Error('unterminated string');
      }
      i++;
      return { str: s };
    }
    const m = /^[^\s()"]+/.exec(text.slice(i, i + 200));
    if (!m) throw new Error(`unexpected ${c} at ${i}`);
    i += m[0].length;
    const tok = m[0];
    if (/^[-+]?\d+$/.test(tok)) return Number(tok);
    if (/^[-+]?(\d+\.\d*|\.\d+|\d+)([eE][-+]?\d+)?$/.test(tok)) return Number(tok);
    if (tok === 'NIL') return null;
    if (tok === 'T') return true;
    return tok;
  };
  const forms: Atom[] = [];
  for (;;) {
    skip();
    if (i >= text.length) return forms;
    forms.push(read());
  }
}

type Plist = Map<string, Atom>;
function plist(form: Atom): Plist {
  const m = new Map<string, Atom>();
  if (!Array.isArray(form)) return m;
  for (let k = 0; k + 1 < form.length; k += 2) m.set(String(form[k]).toLowerCase(), form[k + 1]!);
  return m;
}
const str = (a: Atom | undefined): string | null => (a && typeof a === 'object' && 'str' in a ? a.str : null);

type Type = 'int' | 'real' | 'str' | 'pt2' | 'pt3';
const TYPES: Record<string, Type> = { ':integer': 'int', ':short': 'int', ':real': 'real', ':string': 'str', ':point': 'pt2', ':point3d': 'pt3' };
const SAVED: Record<string, string> = { ':drawing': 'drawing', ':registry': 'registry', ':session': 'not-saved', ':preference': 'user-settings' };
const SAVED_WORDS: Record<string, string> = { drawing: 'drawing', registry: 'registry', 'not-saved': 'not-saved', 'not saved': 'not-saved', 'user-settings': 'user-settings' };

/** "type AutoCAD X, BricsCAD Y; default AutoCAD 0 (imperial) or 8 (metric), BricsCAD 0" → AutoCAD's parts. */
function autocadNotes(div: string | null): { default?: string; metric?: string; readOnly?: boolean; savedIn?: string } {
  const out: { default?: string; metric?: string; readOnly?: boolean; savedIn?: string } = {};
  if (!div) return out;
  for (const part of div.split(';').map((p) => p.trim())) {
    const dm = /^default AutoCAD (.+?) \(imperial\) or (.+?) \(metric\)/.exec(part);
    if (dm) {
      out.default = dm[1]!;
      out.metric = dm[2]!;
      continue;
    }
    const d = /^default AutoCAD (.+?), BricsCAD/.exec(part);
    if (d) out.default = d[1]!;
    const ro = /^read-only AutoCAD (True|False)/.exec(part);
    if (ro) out.readOnly = ro[1] === 'True';
    const sv = /^saved-in AutoCAD ([A-Za-z -]+?), BricsCAD/.exec(part);
    if (sv) out.savedIn = SAVED_WORDS[sv[1]!.toLowerCase()] ?? sv[1]!.toLowerCase();
  }
  return out;
}

/** A default as the inventory spells it → the value getvar returns (null: the host decides). */
function defaultValue(type: Type, raw: Atom | undefined, note?: string): number | string | number[] | null {
  if (note !== undefined) return parseNote(type, note);
  if (Array.isArray(raw)) {
    if (raw.length && typeof raw[0] === 'string' && raw[0].startsWith(':')) return null; // (:host-specific) (:drawing) ...
    if (type === 'pt2' || type === 'pt3') return raw.map(Number);
    return null;
  }
  if (typeof raw === 'number') return type === 'str' ? String(raw) : raw;
  const s = str(raw);
  if (s === null) return null;
  if (type === 'str') return cleanString(s);
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

function parseNote(type: Type, note: string): number | string | number[] | null {
  if (type === 'pt2' || type === 'pt3') {
    const nums = note.split(',').map(Number);
    return nums.every(Number.isFinite) ? nums : null;
  }
  if (type === 'str') return cleanString(note);
  // "1, may be locked by the CAD administrator": the leading number
  const m = /^[-+]?(\d+\.?\d*|\.\d+)/.exec(note.trim());
  return m ? Number(m[0]) : null;
}

/** Strip the inventory's doubled quotes and "X (AutoCAD) or Y (AutoCAD LT)" alternatives. */
function cleanString(s: string): string {
  let v = s.trim();
  if (v.length >= 2 && v.startsWith('"') && v.endsWith('"')) v = v.slice(1, -1);
  const alt = /^(.*?) \(AutoCAD\)/.exec(v);
  if (alt) v = alt[1]!;
  // Autodesk documents "use current" for the layer/colour variables whose value is "." (use current).
  if (v.toLowerCase() === 'use current') v = '.';
  return v;
}

const GUID = /guid=(GUID-[0-9A-F-]+)/i;

const TYPE_CODE: Record<Type, string> = { int: 'i', real: 'r', str: 's', pt2: '2', pt3: '3' };
const SAVED_CODE: Record<string, string> = { drawing: 'd', registry: 'r', 'user-settings': 'u', 'not-saved': 'n' };

function build(inputPath: string): { data: string; helpData: string } {
  const forms = readForms(readFileSync(inputPath, 'utf8'));
  const rows: unknown[][] = [];
  const help: Array<[string, string]> = [];
  for (const f of forms) {
    const p = plist(f);
    const vendor = p.get(':vendor');
    if (vendor !== ':autocad' && vendor !== ':both') continue;
    const name = str(p.get(':name'));
    const type = TYPES[String(p.get(':type'))];
    if (!name || !type) continue;
    const notes = autocadNotes(str(p.get(':divergence')));
    const range = p.get(':range');
    let min: number | null = null;
    let max: number | null = null;
    if (Array.isArray(range) && range.length === 2) {
      min = typeof range[0] === 'number' ? range[0] : null;
      max = typeof range[1] === 'number' ? range[1] : null;
    }
    const source = p.get(':source');
    const page = str(plist(Array.isArray(source) ? source : []).get(':autocad'));
    const guid = page ? (GUID.exec(page)?.[1] ?? null) : null;
    const imperial = defaultValue(type, p.get(':default'), notes.default);
    const metric = notes.metric !== undefined ? parseNote(type, notes.metric) : null;
    const saved = notes.savedIn ?? SAVED[String(p.get(':saved-in'))] ?? 'not-saved';
    const flags = ((notes.readOnly ?? p.get(':read-only') === true) ? 1 : 0) | (p.get(':bitcoded') === true ? 2 : 0);
    const row: unknown[] = [name, TYPE_CODE[type], imperial, SAVED_CODE[saved] ?? 'n', flags, min, max, metric !== null && JSON.stringify(metric) !== JSON.stringify(imperial) ? metric : null];
    while (row.length > 3 && (row[row.length - 1] === null)) row.pop();
    rows.push(row);
    if (guid) help.push([name, guid.replace(/^GUID-/, '')]);
  }
  rows.sort((a, b) => (String(a[0]) < String(b[0]) ? -1 : 1));
  help.sort((a, b) => (a[0] < b[0] ? -1 : 1));
  const source =
    "Facts from Autodesk's AutoCAD 2026 system-variable reference (help.autodesk.com), as compiled in " +
    'ogamita/clautolisp autolisp-spec/documentation/system-variables-inventory.sexp (AGPL-3.0). Only facts are ' +
    'taken (no descriptions or other text); BricsCAD-only variables are left out.';
  const licence = 'Source compilation: AGPL-3.0 (ogamita/clautolisp); underlying facts: Autodesk AutoCAD documentation.';
  const generatedBy = 'scripts/build-sysvars.ts (npx tsx scripts/build-sysvars.ts system-variables-inventory.sexp)';
  const head = {
    title: 'AutoCAD system variables (AutoCAD 2026): name, type, defaults, where saved, read-only, range',
    source,
    licence,
    generatedBy,
    columns: ['name', 'type', 'default', 'savedIn', 'flags', 'min', 'max', 'metricDefault'],
    notes:
      'type: i integer, r real, s string, 2 2D point, 3 3D point. default: the imperial template (acad.dwt), null where the host decides (paths, session state). ' +
      'savedIn: d drawing, r registry, u user settings, n not saved. flags: 1 read-only, 2 bit-coded. min/max: the range, null when open. ' +
      'metricDefault: the metric template (acadiso.dwt) where it differs. Trailing nulls are left out.',
  };
  const body = rows.map((r) => `  ${JSON.stringify(r)}`).join(',\n');
  const data = `${JSON.stringify(head, null, 1).slice(0, -2)},\n "rows": [\n${body}\n ]\n}\n`;
  const helpHead = { title: "Autodesk's help page of each AutoCAD system variable", source, licence, generatedBy, url: 'https://help.autodesk.com/view/ACD/2026/ENU/?guid=GUID-' };
  const helpData = `${JSON.stringify(helpHead, null, 1).slice(0, -2)},\n "pages": {\n${help.map(([n, g]) => `  ${JSON.stringify(n)}: ${JSON.stringify(g)}`).join(',\n')}\n }\n}\n`;
  return { data, helpData };
}

const input = process.argv[2];
if (!input) {
  console.error('usage: npx tsx scripts/build-sysvars.ts PATH/TO/system-variables-inventory.sexp');
  process.exit(2);
}
const { data, helpData } = build(input);
for (const [file, text] of [['autocad-sysvars.json', data], ['autocad-sysvars-help.json', helpData]] as const) {
  const out = new URL(`../assets/sysvars/${file}`, import.meta.url);
  writeFileSync(out, text);
  console.log(`wrote ${out.pathname}`);
}
