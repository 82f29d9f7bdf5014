/*
 * What the sandbox refuses and what it keeps per run. Functions that reach outside the drawing
 * (start programs, write the registry, shell out through a command) raise an AutoCAD-style error
 * and are listed in RunResult.sandboxRefused; getenv/setenv use a per-run environment; reading the
 * registry finds nothing. `command`, `command-s` and `vl-cmdf` are guarded: the drawing's own
 * implementation (if any) runs for everything but the shell-like commands of acad.pgp.
 */
import { dialogsOf } from '../../dialogs/builtins.js';
import { raise } from '../../core/errors.js';
import type { Value } from '../../core/values.js';
import type { Ctx } from '../../core/context.js';
import { argString } from '../../builtins/assert.js';
import { commandName, NO_EFFECT_COMMANDS, noteUnsimulated } from '../../builtins/command-names.js';
import { logUnsimulated } from '../../ports/commands.js';
import { defineBuiltins, type BuiltinDef } from '../../builtins/registry.js';

export interface SandboxState {
  refused: string[];
  /** each refusal with where the call is written (once per name and place) */
  refusedAt: Array<{ name: string; file?: string; line?: number }>;
  env: Map<string, string>;
}

export function newSandboxState(env: Record<string, string> = {}): SandboxState {
  const m = new Map<string, string>();
  for (const [k, v] of Object.entries(env)) m.set(k.toUpperCase(), v);
  return { refused: [], refusedAt: [], env: m };
}

const stateOf = (ctx: Ctx): SandboxState | undefined => ctx.services['sandbox'] as SandboxState | undefined;

function refuse(ctx: Ctx, name: string): never {
  const st = stateOf(ctx);
  if (st && !st.refused.includes(name)) st.refused.push(name);
  const span = ctx.callSpan;
  if (st && !st.refusedAt.some((r) => r.name === name && r.file === span?.file && r.line === span?.line))
    st.refusedAt.push(span ? { name, file: span.file, line: span.line } : { name });
  return raise('notInSandbox', name);
}

/** Commands that run other programs (acad.pgp external commands) or open a browser. */
export const SHELL_COMMANDS = new Set(['SHELL', 'SH', 'START', 'EXEC', 'CATALOG', 'DEL', 'DIR', 'EDIT', 'EXPLORER', 'NOTEPAD', 'PBRUSH', 'TYPE', 'BROWSER']);


/** Shell-like command names in a command call: its first argument and any after an Enter (""). */
export function shellCommandIn(args: readonly Value[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const starts = i === 0 || args[i - 1] === '';
    if (starts && typeof a === 'string' && SHELL_COMMANDS.has(commandName(a))) return commandName(a);
  }
  return undefined;
}


/** Wrap a command builtin (or stand in for a missing one) with the shell guard. */
export function guardCommand(name: string, inner: BuiltinDef | undefined): BuiltinDef {
  return {
    name,
    min: 0,
    max: Infinity,
    doc: inner?.doc ?? `(${name} [arguments ...]) — Runs AutoCAD commands; shell commands are refused in the sandbox.`,
    fn: (args, ctx) => {
      // command needs the command line: refused while a dialog is up
      dialogsOf(ctx)?.guard();
      const shell = shellCommandIn(args);
      if (shell) return refuse(ctx, shell);
      if (inner) return inner.fn(args, ctx);
      // No command simulation: display/undo commands are no-ops; anything else says plainly that
      // it had no effect, so neither a drafter nor the agent mistakes it for a change.
      const first = args[0];
      if (typeof first === 'string') {
        const cmd = commandName(first);
        if (cmd !== '' && !NO_EFFECT_COMMANDS.has(cmd)) logUnsimulated(ctx, cmd);
        noteUnsimulated(ctx, cmd);
      }
      return name === 'vl-cmdf' ? ctx.T : null;
    },
  };
}

const REFUSED = ['startapp', 'vl-registry-write', 'vl-registry-delete', 'arxload', 'arxunload', 'vl-vbaload', 'vl-vbarun', 'setcfg'];

export const SANDBOX_BUILTINS = defineBuiltins([
  ...REFUSED.map(
    (name): BuiltinDef => ({
      name, min: 0, max: Infinity,
      doc: `(${name} ...) — Not available in the Lispwright sandbox (it would reach outside the drawing).`,
      fn: (_a, ctx) => refuse(ctx, name),
    }),
  ),
  {
    name: 'vl-registry-read', min: 1, max: 2, doc: '(vl-registry-read key [name]) — Reads the registry; the sandbox has an empty one (nil).',
    fn: ([k, n]) => {
      argString(k as Value);
      if (n !== undefined && n !== null) argString(n);
      return null;
    },
  },
  {
    name: 'vl-registry-descendents', min: 1, max: 2, doc: '(vl-registry-descendents key [values]) — Lists registry subkeys; none in the sandbox (nil).',
    fn: ([k]) => {
      argString(k as Value);
      return null;
    },
  },
  {
    name: 'getcfg', min: 1, max: 1, doc: '(getcfg "AppData/section/param") — Reads acad.cfg; the sandbox has none (nil).',
    fn: ([n]) => {
      argString(n as Value);
      return null;
    },
  },
  {
    name: 'getenv', min: 1, max: 1, doc: '(getenv name) — The value of a variable in the run\'s environment, or nil.',
    fn: ([n], ctx) => stateOf(ctx)?.env.get(argString(n as Value).toUpperCase()) ?? null,
  },
  {
    name: 'setenv', min: 2, max: 2, doc: '(setenv name value) — Sets a variable in the run\'s environment; returns value.',
    fn: ([n, v], ctx) => {
      const name = argString(n as Value);
      const value = argString(v as Value);
      stateOf(ctx)?.env.set(name.toUpperCase(), value);
      return value;
    },
  },
]);

/** command / command-s / vl-cmdf as a run has them when no earlier family brings them (families.ts wraps the drawing's otherwise). */
export const COMMAND_FALLBACKS: readonly BuiltinDef[] = defineBuiltins(['command', 'command-s', 'vl-cmdf'].map((n) => guardCommand(n, undefined)));
