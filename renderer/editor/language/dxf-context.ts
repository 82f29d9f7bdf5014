/*
 * Editor help for the two kinds of DXF data written inside code:
 *   - a group code: the car of a quoted pair or point ('((0 . "LINE") (8 . "0")), (10 1.0 2.0)),
 *     or the first argument of cons / assoc: its meaning for the entity type the same list names
 *     with (0 . "TYPE") or (cons 0 "TYPE"), else every meaning it has, from the interpreter's
 *     group-code table (interpreter/drawing/model/group-codes.ts) with the code's value type;
 *   - an ssget mode string, (ssget "_X" ...): completion of the methods and ":" flags with their
 *     meanings, and a hover naming each part, from the interpreter's table of the modes ssget
 *     accepts (interpreter/drawing/selection/modes.ts).
 */
import { codeType, groupCodeMeanings, groupCodeName, SSGET_MODES, type SsgetMode } from '../../../interpreter/index.js';
import { lex, type Tok } from './lex.js';

/** Autodesk's "DXF Group Codes in Numerical Order" page. */
export const GROUP_CODES_URL = 'https://help.autodesk.com/view/OARX/2025/ENU/?guid=GUID-3F0380A5-1C15-464D-BC66-2C5F094BCFB9';

const TYPE_WORDS: Record<string, string> = { str: 'string', real: 'real', int: 'integer', point: 'point (3 reals)', handle: 'entity name', bool: 'integer 0/1', binary: 'binary chunk' };
const CODE_CALLS = new Set(['cons', 'assoc']);

interface Hover {
  contents: string[];
  start: number;
  end: number;
}

/** The index of each token's enclosing open paren (-1 at top level). */
function parents(toks: Tok[]): Int32Array {
  const out = new Int32Array(toks.length);
  const stack: number[] = [];
  toks.forEach((t, i) => {
    if (t.kind === 'close') stack.pop();
    out[i] = stack.length ? stack[stack.length - 1]! : -1;
    if (t.kind === 'open') stack.push(i);
  });
  return out;
}

/** Whether the list opened at `open` is quoted data: it, or a list around it, follows a quote. */
function quoted(toks: Tok[], up: Int32Array, open: number): boolean {
  for (let i = open; i >= 0; i = up[i]!) if (toks[i - 1]?.kind === 'quote') return true;
  return false;
}

/** The direct children (token index of each) of the list opened at `open`. */
function children(toks: Tok[], up: Int32Array, open: number): number[] {
  const out: number[] = [];
  // a close paren's parent is the list around the one it closes: the first close after `open`
  // whose parent is `open`'s parent is its own
  for (let i = open + 1; i < toks.length && !(toks[i]!.kind === 'close' && up[i] === up[open]); i++) {
    if (up[i] === open && toks[i]!.kind !== 'close' && toks[i]!.kind !== 'quote' && toks[i]!.kind !== 'comment' && toks[i]!.kind !== 'block-comment') out.push(i);
  }
  return out;
}

const unquote = (s: string): string => s.replace(/^"|"$/g, '');

/** The entity types a list of groups names: (0 . "LINE,ARC") or (cons 0 "CIRCLE") among the list's items. */
function typesNamedIn(toks: Tok[], up: Int32Array, list: number): string[] {
  for (const c of children(toks, up, list)) {
    if (toks[c]!.kind !== 'open') continue;
    const [a, b, d] = [toks[c + 1], toks[c + 2], toks[c + 3]];
    if (a?.text === '0' && b?.text === '.' && d?.kind === 'string') return unquote(d.text).split(',').map((s) => s.trim().toUpperCase()).filter((s) => /^[A-Z0-9_]+$/.test(s));
    if (a?.text.toLowerCase() === 'cons' && b?.text === '0' && d?.kind === 'string') return [unquote(d.text).toUpperCase()];
  }
  return [];
}

/** Markdown for a group code: its meaning for the types named, or all its meanings. */
export function describeGroupCode(code: number, types: string[]): string {
  const lines = [`**DXF group ${code}**`];
  const known = types.map((t) => ({ t, n: groupCodeName(code, t) })).filter((x) => x.n);
  if (known.length) for (const { t, n } of known) lines.push(`${n} — ${t}`);
  else {
    const all = groupCodeMeanings(code);
    if (!all.length) lines.push('_Not a code the group-code table names._');
    for (const m of all) lines.push(m.types.length ? `${m.name} — ${m.types.join(', ')}` : `${m.name}${all.length > 1 ? ' — any entity' : ''}`);
  }
  const type = TYPE_WORDS[codeType(code)];
  return `${lines.join('\n\n')}\n\nValue: ${type}\n\n[DXF group codes (Autodesk)](${GROUP_CODES_URL})`;
}

/** Hover on an integer that is a group code: the car of a quoted pair or list, or the code argument of cons / assoc. */
export function groupCodeHoverAt(text: string, offset: number): Hover | null {
  const toks = lex(text);
  const t = toks.findIndex((k) => k.start <= offset && offset < k.end);
  const tok = toks[t];
  if (!tok || tok.kind !== 'atom' || !/^-?\d+$/.test(tok.text)) return null;
  const code = Number(tok.text);
  const up = parents(toks);
  const open = up[t]!;
  if (open < 0 || toks[t - 1]?.kind !== 'open') {
    // (cons 10 p) / (assoc 40 ed): the first argument
    const head = toks[t - 1];
    if (!(head?.kind === 'atom' && CODE_CALLS.has(head.text.toLowerCase()) && toks[t - 2]?.kind === 'open')) return null;
    const call = t - 2;
    const around = up[call]!;
    const types = around >= 0 ? typesNamedIn(toks, up, around) : [];
    return { contents: [describeGroupCode(code, types)], start: tok.start, end: tok.end };
  }
  // first element of a list: a dotted pair (code . value), or a point group (10 1.0 2.0) among
  // the lists of a quoted group list — not any quoted list of numbers ('(10 20 30))
  const pair = toks[t + 1]?.text === '.';
  const around = up[open]!;
  if (!pair && !(around >= 0 && quoted(toks, up, around) && children(toks, up, around).every((c) => toks[c]!.kind === 'open'))) return null;
  const types = around >= 0 ? typesNamedIn(toks, up, around) : [];
  return { contents: [describeGroupCode(code, types)], start: tok.start, end: tok.end };
}

// ---- ssget mode strings -------------------------------------------------------------------------

/** Where the cursor is inside the mode string (first argument) of an ssget call: the string token. */
function ssgetModeString(text: string, offset: number, hovering = false): Tok | null {
  const toks = lex(text);
  const inside = (k: Tok): boolean =>
    hovering ? k.start <= offset && offset < k.end : k.start < offset && (offset < k.end || (offset === k.end && !(k.text.length > 1 && k.text.endsWith('"'))));
  const i = toks.findIndex((k) => k.kind === 'string' && inside(k));
  if (i < 2) return null;
  const head = toks[i - 1]!;
  return toks[i - 2]!.kind === 'open' && head.kind === 'atom' && head.text.toLowerCase() === 'ssget' ? toks[i]! : null;
}

const modeDoc = (m: SsgetMode): string =>
  `**${m.code}** — ${m.name}${m.documented ? '' : ' _(undocumented)_'}\n\n${m.meaning}${m.takes ? `\n\nTakes: \`${m.takes}\`` : ''}${m.simulated ? `\n\n_In Lispwright:_ ${m.simulated}` : ''}`;

export interface ModeCompletion {
  label: string;
  detail: string;
  documentation: string;
  start: number;
  end: number;
}

/** Completion inside (ssget "…": the methods, the ":" flags and prefixes, each with its meaning. */
export function ssgetModeCompletionsAt(text: string, offset: number): ModeCompletion[] | null {
  const s = ssgetModeString(text, offset);
  if (!s) return null;
  const typed = text.slice(s.start + 1, offset);
  const colon = typed.lastIndexOf(':');
  let start: number;
  let pool: SsgetMode[];
  if (colon >= 0) {
    // after a ':' only flags: replace from the colon
    start = s.start + 1 + colon;
    pool = SSGET_MODES.filter((m) => m.kind === 'flag');
  } else {
    // after the "_" / "+." prefixes: a method, a flag or the other prefix
    const prefix = /^(_?\+\.|_)?/.exec(typed)![0];
    start = s.start + 1 + prefix.length;
    pool = SSGET_MODES.filter((m) => !prefix || m.kind !== 'prefix' || (m.code === '+.' && prefix === '_'));
  }
  const word = text.slice(start, offset).toUpperCase();
  return pool
    .filter((m) => m.code.toUpperCase().startsWith(word))
    .map((m) => ({ label: m.code, detail: `${m.name}${m.documented ? '' : ' (undocumented)'}`, documentation: modeDoc(m), start, end: offset }));
}

/** Hover on an ssget mode string: each part it is made of ("_X", "_:S:E", "_+.:E:S"). */
export function ssgetModeHoverAt(text: string, offset: number): Hover | null {
  const s = ssgetModeString(text, offset, true);
  if (!s) return null;
  let rest = unquote(s.text).toUpperCase();
  const parts: SsgetMode[] = [];
  const take = (code: string): boolean => {
    const m = SSGET_MODES.find((x) => x.code === code);
    if (m && rest.startsWith(code)) {
      parts.push(m);
      rest = rest.slice(code.length);
      return true;
    }
    return false;
  };
  take('_');
  take('+.');
  const method = SSGET_MODES.filter((m) => m.kind === 'method' && rest.startsWith(m.code)).sort((a, b) => b.code.length - a.code.length)[0];
  if (method) take(method.code);
  while (rest.startsWith(':') && SSGET_MODES.some((m) => m.kind === 'flag' && rest.startsWith(m.code))) take(SSGET_MODES.find((m) => m.kind === 'flag' && rest.startsWith(m.code))!.code);
  const lines = parts.map((m) => `**${m.code}** — ${m.name}: ${m.meaning}`);
  if (rest) lines.push(`\`${rest}\` — not a mode ssget accepts: the call fails with a bad argument value error`);
  if (!method && !rest) lines.push('No selection method: ssget asks "Select objects:" (a scripted answer or a pick).');
  return { contents: [`**ssget mode** \`${s.text}\``, lines.join('\n\n')], start: s.start, end: s.end };
}
