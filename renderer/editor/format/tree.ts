/*
 * The formatter's syntax tree: lists, atoms, strings and comments, each remembering how many
 * line breaks preceded it in the original text (to keep blank lines and to tell a comment that
 * trails code on the same line from one on a line of its own). Quotes attach to the next node.
 * Returns null when parens do not balance: the formatter never touches broken code.
 */
import { lex, type Tok } from '../language/lex.js';

export type FNode =
  | { kind: 'list'; quotes: string; children: FNode[]; breaks: number; trailingBreaks: number }
  | { kind: 'atom'; quotes: string; text: string; breaks: number }
  | { kind: 'comment'; text: string; breaks: number; block: boolean };

function countBreaks(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
}

export function parseTree(text: string): FNode[] | null {
  const toks = lex(text);
  const root: FNode[] = [];
  const stack: Array<{ node: Extract<FNode, { kind: 'list' }>; into: FNode[] }> = [];
  let into = root;
  let prevEnd = 0;
  let quotes = '';
  let quoteBreaks = 0;
  for (const t of toks as Tok[]) {
    const breaks = countBreaks(text, prevEnd, t.start);
    prevEnd = t.end;
    if (t.kind === 'quote') {
      if (!quotes) quoteBreaks = breaks;
      quotes += "'";
      continue;
    }
    const b = quotes ? quoteBreaks : breaks;
    if (t.kind === 'comment' || t.kind === 'block-comment') {
      if (quotes) return null; // a comment between a quote and its form: leave the text alone
      into.push({ kind: 'comment', text: t.text.replace(/\s+$/, ''), breaks: b, block: t.kind === 'block-comment' });
      continue;
    }
    if (t.kind === 'open') {
      const node: Extract<FNode, { kind: 'list' }> = { kind: 'list', quotes, children: [], breaks: b, trailingBreaks: 0 };
      into.push(node);
      stack.push({ node, into });
      into = node.children;
    } else if (t.kind === 'close') {
      if (quotes) return null;
      const top = stack.pop();
      if (!top) return null;
      top.node.trailingBreaks = breaks;
      into = top.into;
    } else {
      into.push({ kind: 'atom', quotes, text: t.text, breaks: b });
    }
    quotes = '';
  }
  if (stack.length || quotes) return null;
  return root;
}
