/*
 * Format Document for AutoLISP: a width-aware pretty printer that keeps every comment and at most
 * one blank line between forms (two at top level). Layout rules, in order:
 *   - a list that fits in the width prints on one line (except defun / defun-q, always broken);
 *   - body forms (defun, lambda, foreach, while, repeat, if, progn, cond...) keep their
 *     distinguished arguments on the first line and indent the body by two;
 *   - setq keeps each `name value` pair on one line, pairs aligned under the first variable; a
 *     setq whose pairs the author put on lines of their own keeps one pair per line even when it
 *     would fit on one (drafters write `(setq a 1\n      b 2)` and mean it);
 *   - other calls align their arguments under the first one; data lists align under the first
 *     element;
 *   - a comment that trailed code on a line still trails it; closing parens gather on the last
 *     line unless a line comment is in the way.
 * Code the reader rejects (unbalanced parens, open strings) is returned unchanged.
 * Pure and idempotent: format(format(x)) === format(x).
 */
import { diagnose } from '../language/diagnostics.js';
import { parseTree, type FNode } from './tree.js';

export interface FormatOptions {
  maxWidth: number;
}

const DEFAULTS: FormatOptions = { maxWidth: 90 };

/** Body forms: how many arguments stay on the head line; the rest indent by two. */
const BODY_FORMS: Record<string, number> = {
  defun: 2, 'defun-q': 2, lambda: 1, foreach: 2, while: 1, repeat: 1, if: 1, progn: 0, cond: 0,
  'vl-catch-all-apply': 1, function: 0,
};
const ALWAYS_BREAK = new Set(['defun', 'defun-q']);
const INDENT = 2;

type ListNode = Extract<FNode, { kind: 'list' }>;

export function formatLisp(text: string, options: Partial<FormatOptions> = {}): string {
  const src = text.replace(/\r\n/g, '\n');
  if (diagnose(src).length > 0) return text;
  const tree = parseTree(src);
  if (!tree) return text;
  const opts = { ...DEFAULTS, ...options };
  let out = '';
  tree.forEach((node, i) => {
    if (node.kind === 'comment' && node.breaks === 0 && i > 0) {
      out += ` ${node.text}`;
      return;
    }
    if (i > 0) out += '\n'.repeat(Math.max(1, Math.min(node.breaks, 3)));
    out += print(node, 0, opts);
  });
  if (out && /\n\s*$/.test(src)) out += '\n';
  return out;
}

function isLineComment(n: FNode | undefined): boolean {
  return n?.kind === 'comment' && !n.block;
}

/** One-line rendering, or null when the node cannot be on one line (line comments, multi-line strings). */
function flat(n: FNode): string | null {
  if (n.kind === 'comment') return n.block && !n.text.includes('\n') ? n.text : null;
  if (n.kind === 'atom') return n.text.includes('\n') ? null : n.quotes + n.text;
  const parts: string[] = [];
  for (const c of n.children) {
    const f = flat(c);
    if (f === null) return null;
    parts.push(f);
  }
  return `${n.quotes}(${parts.join(' ')})`;
}

function headName(n: ListNode): string | null {
  const h = n.children.find((c) => c.kind !== 'comment');
  return h && h.kind === 'atom' && !h.quotes && !n.quotes ? h.text.toLowerCase() : null;
}

function lastLineLength(s: string): number {
  const i = s.lastIndexOf('\n');
  return i < 0 ? s.length : s.length - i - 1;
}

function print(n: FNode, col: number, opts: FormatOptions): string {
  if (n.kind !== 'list') return n.kind === 'atom' ? n.quotes + n.text : n.text;
  const name = headName(n);
  const f = flat(n);
  if (f !== null && col + f.length <= opts.maxWidth && !(name && ALWAYS_BREAK.has(name)) && !(name === 'setq' && pairsOnOwnLines(n))) return f;
  return printBroken(n, col, name, opts);
}

/** A setq of two or more pairs where some pair after the first began a new line in the source. */
function pairsOnOwnLines(n: ListNode): boolean {
  let k = 0;
  for (const c of n.children) {
    if (c.kind === 'comment') continue;
    // k: 0 the head, odd a variable, even its value; a variable after the first on a new line
    if (k >= 3 && k % 2 === 1 && c.breaks > 0) return true;
    k++;
  }
  return false;
}

function printBroken(n: ListNode, col: number, name: string | null, opts: FormatOptions): string {
  const open = `${n.quotes}(`;
  const base = col + open.length;
  const head = n.children.find((c) => c.kind !== 'comment');
  // where arguments after the head line go, and how many share the head line
  let sameLine: (k: number) => boolean;
  let indent: number;
  if (name !== null && name in BODY_FORMS) {
    const d = BODY_FORMS[name] as number;
    sameLine = (k) => k <= d;
    indent = col + INDENT;
  } else if (name !== null && head?.kind === 'atom') {
    const argCol = base + head.text.length + 1;
    const aligned = argCol - col <= 24;
    indent = aligned ? argCol : col + INDENT;
    sameLine = name === 'setq' ? (k) => k <= 1 || (k % 2 === 0 && k > 0) : (k) => k === 0 || (aligned && k === 1);
  } else {
    indent = base;
    sameLine = (k) => k === 0;
  }

  let out = open;
  let k = 0;
  let forceNewLine = false;
  n.children.forEach((c, i) => {
    if (c.kind === 'comment' && c.breaks === 0 && i > 0) {
      out += ` ${c.text}`;
      forceNewLine = !c.block;
      return;
    }
    const onSame = i === 0 ? c.breaks === 0 || c.kind !== 'comment' : c.kind !== 'comment' && !forceNewLine && sameLine(k);
    if (onSame) {
      const sep = i === 0 ? '' : ' ';
      out += sep + print(c, col + lastLineLength(out) - (out.includes('\n') ? col : 0) + sep.length, opts);
    } else {
      if (c.breaks >= 2 && i > 0) out += '\n';
      out += `\n${' '.repeat(indent)}${print(c, indent, opts)}`;
    }
    forceNewLine = c.kind === 'comment' && !c.block;
    if (c.kind !== 'comment') k++;
  });
  if (isLineComment(n.children[n.children.length - 1])) out += `\n${' '.repeat(indent)}`;
  return `${out})`;
}
