/*
 * Interactive requests from a running script: how a run that finds no scripted answer asks the
 * user, and waits.
 *
 * Runs are synchronous (the evaluator never yields), so asking means blocking. The path:
 *
 *   builtin (start_dialog, grread, later getpoint/entsel picks, debugger stops)
 *     -> ctx.services.input (ScriptedInputs) finds no scripted answer, the run is interactive
 *     -> Asker.ask(request)                    [this file: the types every layer shares]
 *   worker thread: WorkerAsker posts {type:'ask', id, seq, ask} and blocks in Atomics.wait on a
 *     SharedArrayBuffer, waking every 50 ms to look at the cancel flag (interpreter/worker/ask-channel.ts)
 *   pool (interpreter/worker/pool.ts): pauses the run's wall-clock backstop, calls the caller's
 *     RunOptions.onAsk(request) -> Promise<answer | null>, writes the answer JSON into the shared
 *     buffer, notifies, restarts the backstop with the time that was left
 *   host (electron/main/services/ask-broker.ts): onAsk pushes the HostEvents 'run:ask' event
 *     {runId, askId, request} and resolves when the renderer invokes answerAsk(runId, askId,
 *     answer) (electron/shared/contract.ts; Electron IPC and browser-mode WebSocket + HTTP alike)
 *   renderer: commands/ask.ts takes the push and answers; dialogs/LiveDialog.tsx shows a dialog,
 *     canvas/use-grread.ts gives grread the mouse over the drawing; Stop cancels the run, which
 *     also wakes the waiting worker.
 *
 * While it waits the run takes no steps (the step budget is untouched) and the backstop is
 * paused; the cancel flag still stops it at once. In-process runs (CLI, tests) have no Asker:
 * prompts the script did not answer stay unanswered, exactly as before.
 *
 * A new kind (issue 18: point/entity/selection picks; issue 17: debugger stops) adds one entry
 * to AskKinds and a view in the renderer; the channel, the pool, the broker and the contract
 * carry any kind unchanged. Answers cross from the page, so the side that asked validates them.
 */
import type { DialogView } from './dialog-view.js';
import type { GrreadInput, ScriptedInput } from './input.js';
import type { TransientGraphics } from './screen.js';

/** What grread tells the host when it asks for the mouse or a key. */
export interface GrreadRequest {
  /** pointer moves are returned (track argument, or allkeys bit 1) */
  tracking: boolean;
  allkeys: number;
  /** 0 crosshairs, 1 no cursor, 2 target box (used when allkeys bit 4 is set) */
  cursor: number;
  /** the temporary graphics on screen now (rubber bands drawn so far) */
  graphics: TransientGraphics;
}

/**
 * What a prompt asks the drafter for when no scripted answer is left: a point (getpoint), the
 * other corner of a rectangle (getcorner), a distance or an angle (typed, or a point from the
 * base), an object (entsel/nentsel), a selection (interactive ssget), or a typed value (getint,
 * getreal, getstring, getkword). The answer is a scripted input: {point}, {entity, point},
 * {selection}, {string} (typed text, parsed by the prompt as AutoCAD would: "3,4", "@2<45",
 * "12.5"), {keyword}, {enter} or {esc}.
 */
export interface PickRequest {
  mode: PickMode;
  /** the function asking, e.g. "getpoint" */
  fn: string;
  /** the base point: getpoint's rubber band, getcorner's first corner, getdist's first point */
  base?: [number, number, number];
  /** initget keywords the prompt takes, as written ("Yes", "eXit"); shown as buttons */
  keywords: string[];
  /** Enter (no answer) is refused (initget bit 1) */
  noNull: boolean;
  /** OSMODE now: the object snaps a picked point snaps to */
  osmode: number;
}

export type PickMode = 'point' | 'corner' | 'distance' | 'angle' | 'entity' | 'selection' | 'value';

/** Every kind of question, with what it sends and what comes back. */
export interface AskKinds {
  /** a dialog is up: one event (tiles changed, or a button pressed) comes back, as a {dialog} input */
  dialog: { request: DialogView; answer: ScriptedInput };
  /** grread waits for the mouse or a key: a {grread} input comes back */
  grread: { request: GrreadRequest; answer: ScriptedInput };
  /** a prompt waits for a point, an object, a selection or a typed value (PickRequest) */
  pick: { request: PickRequest; answer: ScriptedInput };
}

export type AskKind = keyof AskKinds;

export type AskRequestOf<K extends AskKind> = {
  kind: K;
  /** the prompt or dialog label shown to the user */
  prompt: string;
  data: AskKinds[K]['request'];
};

export type AskRequest = { [K in AskKind]: AskRequestOf<K> }[AskKind];

/** What the host answers: the kind's answer, or null (no answer: the user closed it, or none can be given). */
export type AskAnswer = unknown;

/**
 * Asks the host and blocks until it answers. Returns undefined when there is no answer; raises
 * the host-cancel limit error when the run is stopped while waiting.
 */
export interface Asker {
  ask<K extends AskKind>(req: AskRequestOf<K>): AskKinds[K]['answer'] | undefined;
}

export const ASK_KINDS: readonly AskKind[] = ['dialog', 'grread', 'pick'];

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isPoint = (v: unknown): v is [number, number] | [number, number, number] => Array.isArray(v) && (v.length === 2 || v.length === 3) && v.every(isNum);

/**
 * A pick answer from the page, checked: the input kinds a prompt of `mode` takes, well formed.
 * Anything else is no answer (undefined), so the prompt goes on as if unanswered.
 */
export function checkPickAnswer(mode: PickMode, v: unknown): ScriptedInput | undefined {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return undefined;
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o);
  if (keys.length === 1 && o.enter === true) return { enter: true };
  if (keys.length === 1 && o.esc === true) return { esc: true };
  if (keys.length === 1 && typeof o.keyword === 'string' && o.keyword !== '') return { keyword: o.keyword };
  if (keys.length === 1 && typeof o.string === 'string' && o.string.length <= 4096) return { string: o.string };
  if (mode === 'value') return undefined;
  if (keys.length === 1 && isPoint(o.point)) return { point: [...o.point] as [number, number, number] };
  if ((mode === 'entity' || mode === 'selection') && typeof o.entity === 'string' && /^[0-9A-Fa-f]{1,16}$/.test(o.entity)) {
    if (keys.length === 1) return { entity: o.entity };
    if (keys.length === 2 && isPoint(o.point)) return { entity: o.entity, point: [o.point[0], o.point[1], o.point[2] ?? 0] };
  }
  if (mode === 'selection' && keys.length === 1 && Array.isArray(o.selection) && o.selection.length <= 1_000_000 && o.selection.every((h) => typeof h === 'string' && /^[0-9A-Fa-f]{1,16}$/.test(h)))
    return { selection: o.selection as string[] };
  return undefined;
}

/** Answer kinds that are scripted inputs: the object has exactly the expected input field. */
export function isInputAnswer(v: unknown, field: 'dialog' | 'grread'): v is ScriptedInput {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const keys = Object.keys(v);
  return keys.length === 1 && keys[0] === field && typeof (v as Record<string, unknown>)[field] === 'object';
}

export type { GrreadInput };
