/*
 * Finding delivered code in an assistant message: fenced blocks tagged lisp (or autolisp / lsp).
 * The text between the fences is taken exactly (minus the line breaks that belong to the fences),
 * because the gate compares it byte for byte with what ran.
 */
const FENCE = /(^|\n)```[ \t]*(lisp|autolisp|lsp)[ \t]*\r?\n([\s\S]*?)\r?\n?```/gi;

export function lispBlocks(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(FENCE)) out.push(m[3] as string);
  return out;
}
