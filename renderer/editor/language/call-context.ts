/*
 * Which call the cursor is in: the innermost unclosed `(` before the offset whose head is a
 * symbol, and which argument position the cursor is at. Feeds signature help.
 */
import { lex, type Tok } from './lex.js';

export interface CallContext {
  head: string;
  headStart: number;
  /** 0-based index of the argument under the cursor */
  argIndex: number;
}

export function callContextAt(text: string, offset: number): CallContext | null {
  const toks = lex(text.slice(0, offset));
  // stack of open-paren token indexes
  const stack: number[] = [];
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i] as Tok;
    if (t.kind === 'open') stack.push(i);
    else if (t.kind === 'close') stack.pop();
  }
  // a string or comment still open at the cursor: no signature help inside it
  const last = toks[toks.length - 1];
  if (last && (last.kind === 'comment' || (last.kind === 'string' && (last.text.length < 2 || !last.text.endsWith('"')))) && last.end >= offset) return null;
  for (let s = stack.length - 1; s >= 0; s--) {
    const openIdx = stack[s] as number;
    const head = toks[openIdx + 1];
    if (!head || head.kind !== 'atom') continue;
    // count complete arguments after the head at depth 0
    let depth = 0;
    let args = 0;
    let inQuote = false;
    for (let i = openIdx + 2; i < toks.length; i++) {
      const t = toks[i] as Tok;
      if (t.kind === 'comment' || t.kind === 'block-comment') continue;
      if (t.kind === 'quote') {
        if (depth === 0) inQuote = true;
        continue;
      }
      if (t.kind === 'open') depth++;
      else if (t.kind === 'close') depth--;
      if (depth === 0) {
        args++;
        inQuote = false;
      }
    }
    // the cursor right after an atom (no space yet) is still on that argument
    const lastTok = toks[toks.length - 1] as Tok;
    const touching = lastTok.end === offset && (lastTok.kind === 'atom' || lastTok.kind === 'string') && lastTok !== head;
    if (touching && depth === 0 && !inQuote) args--;
    if (head.end === offset) return null; // still typing the function name
    return { head: head.text, headStart: head.start, argIndex: Math.max(0, args) };
  }
  return null;
}
