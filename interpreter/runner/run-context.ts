/*
 * The interpreter a run works with, built one way for every kind of run: a plain run
 * (run-request.ts), a debug run (the same, with a debugger attached) and a console session
 * (console-session.ts, which keeps one alive between expressions). The registry's builtins
 * (families.ts), the drawing's services and system variables, the sandbox, the file overlay, the
 * scripted inputs and the transcript all come together here.
 */
import { Interp } from '../eval/interp.js';
import type { DrawingPort } from '../ports/drawing.js';
import { newSandboxState, type SandboxState } from './builtins/sandbox.js';
import type { RunRequest, ScriptedInput } from './contract.js';
import { runBuiltins } from './families.js';
import type { RunnerDeps } from './run-request.js';
import { ScriptedInputs } from './scripted-inputs.js';
import { Transcript } from './transcript.js';
import { SandboxFs } from './vfs.js';

export interface RunContext {
  ip: Interp;
  /** where printing goes; a console session replaces it for each expression */
  transcript: Transcript;
  inputs: ScriptedInputs;
  fs: SandboxFs;
  sandbox: SandboxState;
  /** the services object the interpreter reads (`input` is replaced with the inputs) */
  services: Record<string, unknown>;
}

export interface RunContextOptions {
  /** asked for an answer when the scripted inputs run out (a console's pick on the drawing) */
  ask?: (kind: string, prompt: string) => ScriptedInput | undefined;
}

type RequestPart = Pick<RunRequest, 'budget' | 'inputs' | 'escAtPrompt' | 'files' | 'env'>;

export function createRunContext(req: RequestPart, deps: RunnerDeps, port: DrawingPort | undefined, opts: RunContextOptions = {}): RunContext {
  const transcript = deps.transcript ?? new Transcript(deps.outputCap);
  const inputs = new ScriptedInputs(req.inputs ?? [], transcript, {
    ...(req.escAtPrompt ? { escAtPrompt: req.escAtPrompt } : {}),
    ...(opts.ask ? { ask: opts.ask } : {}),
  });
  const fs = new SandboxFs(req.files);
  const sandbox = newSandboxState(req.env);
  const services: Record<string, unknown> = { ...(port?.services() ?? {}), input: inputs, fs, sandbox };
  const ctx = { transcript } as RunContext;
  const ip = new Interp({
    ...(req.budget ? { budget: req.budget } : {}),
    ...(deps.maxDepth ? { maxDepth: deps.maxDepth } : {}),
    ...(deps.cancelFlag ? { cancelFlag: deps.cancelFlag } : {}),
    ...(deps.debug ? { debug: deps.debug } : {}),
    write: (t) => ctx.transcript.text(t),
    alert: (t) => ctx.transcript.add('alert', t),
    ...(port ? { sysvars: port.sysvars } : {}),
    services,
    builtins: runBuiltins({ drawing: port ? (port.builtins ?? 'database') : false, ...(deps.extraBuiltins ? { extra: deps.extraBuiltins } : {}) }),
  });
  return Object.assign(ctx, { ip, inputs, fs, sandbox, services });
}
