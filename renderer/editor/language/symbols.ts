/*
 * Outline and go-to-definition: the `defun`s of a text (including `c:` commands and `defun-q`),
 * found from the tolerant token stream so they show up while the file is still unbalanced.
 */
import { lex, type Tok } from './lex.js';

export interface DefunSymbol {
  name: string;
  /** 'command' for c: functions */
  kind: 'command' | 'function';
  params: string[];
  locals: string[];
  /** offsets of the whole (defun ...) form; end is the text length when unclosed */
  start: number;
  end: number;
  nameStart: number;
  nameEnd: number;
  /** the comment lines right above the defun, if any (used by hover) */
  doc: string;
}

export function findDefuns(text: string, toks: Tok[] = lex(text)): DefunSymbol[] {
  const out: DefunSymbol[] = [];
  for (let i = 0; i + 2 < toks.length; i++) {
    const open = toks[i] as Tok;
    const head = toks[i + 1] as Tok;
    const name = toks[i + 2] as Tok;
    if (open.kind !== 'open' || head.kind !== 'atom' || name.kind !== 'atom') continue;
    const h = head.text.toLowerCase();
    if (h !== 'defun' && h !== 'defun-q') continue;
    const params: string[] = [];
    const locals: string[] = [];
    let j = i + 3;
    if (toks[j]?.kind === 'open') {
      let target = params;
      for (j++; j < toks.length && toks[j]!.kind !== 'close'; j++) {
        const t = toks[j] as Tok;
        if (t.kind === 'comment' || t.kind === 'block-comment') continue;
        if (t.kind !== 'atom') break;
        if (t.text === '/') target = locals;
        else target.push(t.text);
      }
    }
    // matching close paren of the defun
    let depth = 0;
    let end = text.length;
    for (let k = i; k < toks.length; k++) {
      const t = toks[k] as Tok;
      if (t.kind === 'open') depth++;
      else if (t.kind === 'close' && --depth === 0) {
        end = t.end;
        break;
      }
    }
    let doc = '';
    for (let k = i - 1; k >= 0 && toks[k]!.kind === 'comment'; k--) doc = `${toks[k]!.text.replace(/^;+\s?/, '')}\n${doc}`;
    out.push({
      name: name.text,
      kind: /^c:/i.test(name.text) ? 'command' : 'function',
      params,
      locals,
      start: open.start,
      end,
      nameStart: name.start,
      nameEnd: name.end,
      doc: doc.trim(),
    });
  }
  return out;
}

/** The defun a name refers to (case-insensitive, as AutoLISP symbols are). The last one wins, as at load time. */
export function findDefinition(defuns: DefunSymbol[], name: string): DefunSymbol | undefined {
  const key = name.toLowerCase();
  let found: DefunSymbol | undefined;
  for (const d of defuns) if (d.name.toLowerCase() === key) found = d;
  return found;
}

/** Variables set with setq anywhere in the text (for completion). */
export function findSetqNames(toks: Tok[]): string[] {
  const names = new Set<string>();
  for (let i = 0; i + 1 < toks.length; i++) {
    if (toks[i]!.kind !== 'open' || toks[i + 1]!.kind !== 'atom' || toks[i + 1]!.text.toLowerCase() !== 'setq') continue;
    let depth = 0;
    let pos = 0;
    for (let j = i + 2; j < toks.length; j++) {
      const t = toks[j] as Tok;
      if (t.kind === 'comment' || t.kind === 'block-comment') continue;
      if (depth === 0 && t.kind === 'close') break;
      if (depth === 0 && pos % 2 === 0 && t.kind === 'atom') names.add(t.text);
      if (t.kind === 'open') depth++;
      else if (t.kind === 'close') depth--;
      if (depth === 0 && t.kind !== 'quote') pos++;
    }
  }
  return [...names];
}
