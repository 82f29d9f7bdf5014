/*
 * Everything one run is made of, wired together: the transcript, the scripted-input queue (with
 * the host Asker of an interactive run), the sandboxed files and environment, the dialog
 * session, the graphics screen and the interpreter over them. runRequest builds one per run (a
 * debug run is one with a debugger attached); a console session builds one and keeps it between
 * expressions; tests build one to evaluate cases in the same environment a run has.
 *
 * The restricted-function rule lives here because it spans them all: while a dialog is up,
 * prompts (other than the dialog's own), printing, drawing and commands are refused (AutoCAD
 * closes every dialog and reports "rejected function").
 */
import { Interp } from '../eval/interp.js';
import { DialogSession } from '../dialogs/session.js';
import { newCommandLog, type CommandLog } from '../ports/commands.js';
import type { DrawingPort } from '../ports/drawing.js';
import { newSandboxState, type SandboxState } from './builtins/sandbox.js';
import type { RunRequest, RunResult, ScriptedInput } from './contract.js';
import { runTables } from './families.js';
import { mergeDialogAnswers } from './merge-answers.js';
import type { RunnerDeps } from './run-request.js';
import { RunScreen } from './screen.js';
import { ScriptedInputs } from './scripted-inputs.js';
import { Transcript } from './transcript.js';
import { ROOT, SandboxFs } from './vfs.js';

/** What a run reports besides its outcome. */
export type RunReport = Pick<
  RunResult,
  'output' | 'inputsUsed' | 'inputsLeft' | 'unansweredPrompts' | 'unansweredAt' | 'sandboxRefused' | 'refusedAt' | 'unsimulatedCommands' | 'promptsAsked' | 'files' | 'dialogs' | 'dclDiagnostics' | 'graphics' | 'interactiveAnswers'
>;

export interface RunContext {
  ip: Interp;
  transcript: Transcript;
  inputs: ScriptedInputs;
  fs: SandboxFs;
  sandbox: SandboxState;
  /** commands the script called that are not simulated (RunResult.unsimulatedCommands) */
  commandLog: CommandLog;
  dialogs: DialogSession;
  screen: RunScreen;
  report(): RunReport;
}

export interface BuildRunOptions {
  /** a console session's answers to prompts (see ScriptedInputsOptions.prompt) */
  prompt?: (kind: string, prompt: string) => ScriptedInput | undefined;
}

export function buildRun(req: RunRequest, deps: RunnerDeps, port: DrawingPort | undefined, opts: BuildRunOptions = {}): RunContext {
  const transcript = deps.transcript ?? new Transcript(deps.outputCap);
  if (deps.onOutput) transcript.listener = deps.onOutput;
  const inputs = new ScriptedInputs(req.inputs ?? [], transcript, {
    ...(req.escAtPrompt ? { escAtPrompt: req.escAtPrompt } : {}),
    ...(req.interactive && deps.asker ? { asker: deps.asker } : {}),
    ...(opts.prompt ? { prompt: opts.prompt } : {}),
  });
  const fs = new SandboxFs(req.files);
  const sandbox = newSandboxState(req.env);
  const commandLog = newCommandLog();
  const dialogs = new DialogSession({
    files: { find: (n) => fs.find(n), read: (p) => fs.read(p), write: (p, t) => fs.write(p, t), delete: (p) => fs.delete(p), sourceName: (p) => fs.sourceName(p), currentDir: ROOT },
    input: () => inputs,
    notice: (t) => transcript.text(`${t}\n`),
  });
  inputs.guard = (kind) => {
    if (kind !== 'dialog') dialogs.guard();
  };
  const screen = new RunScreen(() => dialogs.guard());
  const ip = new Interp({
    ...(req.budget ? { budget: req.budget } : {}),
    ...(deps.maxDepth ? { maxDepth: deps.maxDepth } : {}),
    ...(deps.memoryBudget ? { memoryBudget: deps.memoryBudget } : {}),
    ...(deps.cancelFlag ? { cancelFlag: deps.cancelFlag } : {}),
    ...(deps.debug ? { debug: deps.debug } : {}),
    ...(deps.onPoll ? { onPoll: deps.onPoll } : {}),
    write: (t) => {
      if (t !== '' && dialogs.active) dialogs.guard();
      transcript.text(t);
    },
    alert: (t) => transcript.add('alert', t),
    ...(port ? { sysvars: port.sysvars } : {}),
    services: { ...(port?.services() ?? {}), input: inputs, fs, sandbox, commandLog, dialogs, screen },
    builtins: runTables({ drawing: port ? (port.builtins ?? 'database') : false, ...(deps.extraBuiltins ? { extra: deps.extraBuiltins } : {}) }),
  });
  inputs.where = () => {
    const s = ip.callSpan;
    return s ? { file: s.file, line: s.line } : undefined;
  };
  const report = (): RunReport => {
    const out: RunReport = {
      output: transcript.chunks,
      inputsUsed: inputs.used,
      inputsLeft: inputs.left,
      unansweredPrompts: inputs.unanswered,
      unansweredAt: inputs.unansweredAt,
      sandboxRefused: sandbox.refused,
      refusedAt: sandbox.refusedAt,
      unsimulatedCommands: commandLog.unsimulated,
      promptsAsked: inputs.asked,
      files: fs.written(),
    };
    if (dialogs.records.length) out.dialogs = dialogs.records;
    if (dialogs.diagnostics.length) out.dclDiagnostics = dialogs.diagnostics;
    const graphics = screen.result();
    if (graphics) out.graphics = graphics;
    if (inputs.interactive.length) out.interactiveAnswers = mergeDialogAnswers(inputs.interactive);
    return out;
  };
  return { ip, transcript, inputs, fs, sandbox, commandLog, dialogs, screen, report };
}
