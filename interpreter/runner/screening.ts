/*
 * Screening: before a text runs, find the calls that would act outside the drawing in AutoCAD —
 * start programs, delete or rename files, write the registry, load .NET / ObjectARX / VBA code, run
 * scripts or shell commands, start ActiveX servers, or evaluate code built at run time (which
 * cannot be checked before it runs). The sandbox stops some of them and lets others work on its
 * own files, so a passing run says nothing about what they would do on a drafter's machine: the
 * findings are shown wherever a run is (tool card, final card, badge, export header), and the
 * verification rule holds a text with any only once the drafter has confirmed them.
 *
 * The scan is static and errs towards finding: a screened function named anywhere a function can
 * be named — called, quoted ('startapp), or (function startapp) for apply / mapcar /
 * vl-catch-all-apply — is found, and literal strings handed to eval / read are read and scanned too.
 */
import { Cons, Sym, type Value } from '../core/values.js';
import type { Span } from '../core/span.js';
import { commandName } from '../builtins/command-names.js';
import { readAll } from '../reader/reader.js';
import { SHELL_COMMANDS } from './builtins/sandbox.js';

/** One call that acts outside the drawing, and where it is written. */
export interface ScreeningFinding {
  /** the function or command, as written (lower-case functions, upper-case commands) */
  name: string;
  /** what it would do in AutoCAD, e.g. "deletes a file" */
  what: string;
  file: string;
  line: number;
  column: number;
}

const FUNCTIONS: Readonly<Record<string, string>> = {
  STARTAPP: 'starts another program',
  'VL-FILE-DELETE': 'deletes a file',
  'VL-FILE-RENAME': 'renames or moves a file',
  'VL-REGISTRY-WRITE': 'writes the Windows registry',
  'VL-REGISTRY-DELETE': 'deletes from the Windows registry',
  SETCFG: "writes AutoCAD's configuration file",
  ARXLOAD: 'loads an ObjectARX application',
  ARXUNLOAD: 'unloads an ObjectARX application',
  'VL-VBALOAD': 'loads a VBA project',
  'VL-VBARUN': 'runs a VBA macro',
  'VLAX-CREATE-OBJECT': 'starts an ActiveX server (another program)',
  'VLAX-GET-OR-CREATE-OBJECT': 'starts or attaches to an ActiveX server (another program)',
};

const COMMANDS: Readonly<Record<string, string>> = {
  NETLOAD: 'loads a .NET assembly',
  ARX: 'loads or unloads an ObjectARX application',
  APPLOAD: 'loads applications',
  SCRIPT: 'runs a script file',
  VBARUN: 'runs a VBA macro',
  VBALOAD: 'loads a VBA project',
  VBASTMT: 'runs a VBA statement',
  SHELL: 'runs an operating-system command',
};
const commandWhat = (name: string): string | undefined => COMMANDS[name] ?? (SHELL_COMMANDS.has(name) ? 'runs an operating-system command or program' : undefined);

const COMMAND_FUNCTIONS = new Set(['COMMAND', 'COMMAND-S', 'VL-CMDF']);
const SEND_COMMAND = new Set(['VLA-SENDCOMMAND', 'VLA-POSTCOMMAND']);
const EVAL_OF_TEXT = 'evaluates code built at run time, which cannot be checked before it runs';

function intern(): (n: string) => Sym {
  const syms = new Map<string, Sym>();
  return (n) => {
    let s = syms.get(n);
    if (!s) syms.set(n, (s = new Sym(n)));
    return s;
  };
}

const argsOf = (c: Cons): Value[] => {
  const out: Value[] = [];
  for (let x: Value = c.cdr; x instanceof Cons; x = x.cdr) out.push(x.car);
  return out;
};

/** Screen every Lisp file of a run (files that do not read are left to the run to report). */
export function screenFiles(files: ReadonlyArray<{ name: string; text: string }>): ScreeningFinding[] {
  const out: ScreeningFinding[] = [];
  for (const f of files) if (/\.(lsp|mnl)$/i.test(f.name) || files.length === 1) out.push(...screenText(f.text, f.name));
  return out;
}

export function screenText(text: string, file: string): ScreeningFinding[] {
  const found: ScreeningFinding[] = [];
  const seen = new Set<string>();
  const add = (name: string, what: string, span: Span | undefined, at?: Span) => {
    const s = span ?? at;
    const f: ScreeningFinding = { name, what, file: s?.file ?? file, line: s?.line ?? 1, column: s?.col ?? 1 };
    const key = `${f.name}@${f.line}:${f.column}`;
    if (!seen.has(key)) {
      seen.add(key);
      found.push(f);
    }
  };
  const scanString = (s: string, at: Span | undefined) => {
    try {
      for (const f of readAll(s, { file, intern: intern() })) walk(f, at);
    } catch {
      // not code: nothing to find
    }
  };
  const walk = (v: Value, at: Span | undefined): void => {
    if (v instanceof Sym) {
      const what = FUNCTIONS[v.name];
      if (what) add(v.name.toLowerCase(), what, undefined, at);
      return;
    }
    if (!(v instanceof Cons)) return;
    const span = v.span ?? at;
    const head = v.car;
    if (head instanceof Sym) {
      const args = argsOf(v);
      if (COMMAND_FUNCTIONS.has(head.name))
        args.forEach((a, i) => {
          const starts = i === 0 || args[i - 1] === '';
          const what = starts && typeof a === 'string' ? commandWhat(commandName(a)) : undefined;
          if (what) add(commandName(a as string), what, span);
        });
      if (SEND_COMMAND.has(head.name))
        for (const a of args)
          if (typeof a === 'string')
            for (const line of a.split(/[\r\n]+/)) {
              const name = commandName(line.trim().split(/\s+/)[0] ?? '');
              const what = commandWhat(name);
              if (what) add(name, what, span);
            }
      if (head.name === 'EVAL' || head.name === 'READ') {
        const arg = args[0];
        const readOf = head.name === 'READ' ? v : arg instanceof Cons && arg.car instanceof Sym && arg.car.name === 'READ' ? arg : undefined;
        if (readOf) {
          const text = argsOf(readOf)[0];
          if (typeof text === 'string') scanString(text, span);
          else if (head.name === 'EVAL') add('eval', EVAL_OF_TEXT, span);
        }
      }
    }
    for (let x: Value = v; x instanceof Cons; x = x.cdr) {
      walk(x.car, span);
      if (x.cdr !== null && !(x.cdr instanceof Cons)) walk(x.cdr, span);
    }
  };
  let forms: Value[];
  try {
    forms = readAll(text, { file, intern: intern() });
  } catch {
    return found;
  }
  for (const f of forms) walk(f, undefined);
  return found;
}

/** "vl-file-delete at agent.lsp:3 (deletes a file)" */
export const findingText = (f: ScreeningFinding): string => `${f.name} at ${f.file}:${f.line} (${f.what})`;
