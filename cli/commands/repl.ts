/*
 * `lispwright repl [--drawing D.dxf]`: the console session in a terminal. One interpreter and one
 * drawing live between expressions; `!name` shows a variable. At a terminal it reads with line
 * editing and history, waiting for more lines while a list is open; when standard input is not a
 * terminal it reads one expression after another and prints, for each, what it printed and its
 * value, so a session can be scripted. Prompts inside an expression take the --input answers in
 * order, then Enter (the terminal cannot pick on a drawing).
 */
import { createInterface } from 'node:readline';
import type { CliArgs } from '../args.js';
import { Sym } from '../../interpreter/core/values.js';
import { readAll } from '../../interpreter/reader/reader.js';
import { ConsoleSession, type ConsoleResult } from '../../interpreter/runner/console-session.js';
import type { ScriptedInput } from '../../interpreter/runner/contract.js';
import { cliDeps } from '../deps.js';
import { drawingSource, parseInputs, sourceFile } from '../sources.js';

const PROMPT = '_$ ';
const MORE = '_. ';

/** Split complete console text into its top-level forms (each is evaluated and printed alone). */
export function splitForms(text: string): string[] {
  const t = text.trim();
  if (/^!\s*\S+$/.test(t)) return [t];
  try {
    const forms = readAll(text, { file: '<console>', intern: (n) => new Sym(n) });
    const out: string[] = [];
    let from = 0;
    for (const f of forms) {
      const span = (f as { span?: { start: number; end: number } } | null)?.span;
      if (!span) continue;
      out.push(text.slice(Math.max(from, span.start), span.end));
      from = span.end;
    }
    // atoms (numbers, symbols, strings) carry no span: evaluate the text as it is
    return out.length === forms.length ? out : [text];
  } catch {
    return [text];
  }
}

/** What the console prints for one expression: its output, then the value (or the error). */
export function formatResult(r: ConsoleResult): string {
  let s = '';
  for (const c of r.output) s += c.kind === 'alert' ? `[alert] ${c.text}\n` : c.text;
  if (s && !s.endsWith('\n')) s += '\n';
  if (r.ok) return `${s}${r.value}\n`;
  const e = r.error;
  if (!e) return s;
  let out = `${s}${e.handledByUser ? '' : `; error: ${e.message}\n`}`;
  if (e.file && e.file !== '<console>') out += `  at ${e.file}:${e.line}:${e.column}\n`;
  return out;
}

export async function replCommand(args: CliArgs): Promise<number> {
  const answers: ScriptedInput[] = args.input ? parseInputs(args.input) : [];
  const ask = (): ScriptedInput | undefined => answers.shift();
  const session = new ConsoleSession(cliDeps(), {
    ...(args.drawing ? { drawing: drawingSource(args.drawing) } : {}),
    files: args.files.map(sourceFile),
    ...(args.budget ? { budget: args.budget } : {}),
    ask,
  });
  const tty = process.stdin.isTTY === true;
  if (tty) process.stdout.write(`Lispwright console — ${args.drawing ? `drawing ${args.drawing}` : 'an empty drawing'}. !name shows a variable; Ctrl+D ends.\n`);
  const rl = createInterface({ input: process.stdin, ...(tty ? { output: process.stdout, prompt: PROMPT, historySize: 500 } : {}), terminal: tty });
  let pending = '';
  let failures = 0;
  const evaluate = (text: string) => {
    for (const form of splitForms(text)) {
      const r = session.evaluate(form);
      if (!r.ok) failures++;
      process.stdout.write(formatResult(r));
    }
  };
  if (tty) rl.prompt();
  for await (const line of rl) {
    pending = pending ? `${pending}\n${line}` : line;
    if (!ConsoleSession.isComplete(pending)) {
      if (tty) {
        rl.setPrompt(MORE);
        rl.prompt();
      }
      continue;
    }
    const text = pending;
    pending = '';
    if (text.trim()) evaluate(text);
    if (tty) {
      rl.setPrompt(PROMPT);
      rl.prompt();
    }
  }
  if (pending.trim()) evaluate(pending);
  if (tty) process.stdout.write('\n');
  return failures > 0 && !tty ? 1 : 0;
}
