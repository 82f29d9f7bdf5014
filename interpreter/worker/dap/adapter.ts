/*
 * The Debug Adapter Protocol adapter: one debug session of one program, for any DAP client
 * (`lispwright dap` over stdio for VS Code and the like, the workbench through the host). It
 * answers the lifecycle requests itself (initialize, launch, configurationDone, threads,
 * disconnect) and forwards the rest to the session worker, which runs the program with the
 * debugger and answers them on the interpreter's thread (see interpreter/debug/requests.ts). It
 * keeps the client's view straight: file paths <-> the run's file names, 0- or 1-based lines.
 * Transport and file access are the caller's (AdapterDeps), so the same adapter serves both hosts.
 */
import { EXCEPTION_FILTERS } from '../../debug/types.js';
import type { RunRequest, RunResult } from '../../runner/contract.js';
import type { FromSession, ToSession } from '../session-protocol.js';

export interface DapRequest {
  seq: number;
  type: 'request';
  command: string;
  arguments?: Record<string, unknown>;
}

export interface DapResponse {
  seq: number;
  type: 'response';
  request_seq: number;
  command: string;
  success: boolean;
  message?: string;
  body?: unknown;
}

export interface DapEvent {
  seq: number;
  type: 'event';
  event: string;
  body?: unknown;
}

export type DapMessage = DapResponse | DapEvent;

/** A launch turned into a run: the request and, for each file of it, the path the client knows. */
export interface ResolvedLaunch {
  req: RunRequest;
  paths: Record<string, string>;
  stopOnEntry: boolean;
  noDebug: boolean;
}

/** The session worker as the adapter sees it (interpreter/worker/session-client.ts). */
export interface SessionTarget {
  post(m: ToSession, attention?: boolean): void;
  on(cb: (m: FromSession) => void): unknown;
  onExit(cb: (why: string) => void): void;
  close(): Promise<void>;
}

export interface AdapterDeps {
  send(m: DapMessage): void;
  /** read the program, the drawing and the inputs a launch names; throws Error with a reason */
  resolveLaunch(args: Record<string, unknown>): Promise<ResolvedLaunch> | ResolvedLaunch;
  startSession(): SessionTarget;
  /** how long a run may take to stop after disconnect before its worker is terminated (ms) */
  stopGraceMs?: number;
}

export const CAPABILITIES = {
  supportsConfigurationDoneRequest: true,
  supportsFunctionBreakpoints: true,
  supportsConditionalBreakpoints: true,
  supportsHitConditionalBreakpoints: true,
  supportsLogPoints: true,
  supportsEvaluateForHovers: true,
  supportsSetVariable: true,
  supportsTerminateRequest: true,
  exceptionBreakpointFilters: EXCEPTION_FILTERS.map((f) => ({ filter: f.filter, label: f.label, default: f.default })),
};

const FORWARDED = new Set([
  'setBreakpoints', 'setFunctionBreakpoints', 'setExceptionBreakpoints', 'stackTrace', 'scopes', 'variables', 'evaluate',
  'setVariable', 'continue', 'next', 'stepIn', 'stepOut', 'pause', 'terminate', 'lispwright/drawing',
]);

type Fix = (body: unknown) => unknown;

export class DapAdapter {
  private seq = 1;
  private target: SessionTarget | null = null;
  private launched: ResolvedLaunch | null = null;
  private readonly pending = new Map<number, { command: string; fix?: Fix }>();
  private lineBase = 1;
  private columnBase = 1;
  private ended = false;
  private configured = false;
  private onEnded: (() => void) | null = null;
  /** the run's result, once it has ended */
  result: RunResult | null = null;

  constructor(private readonly deps: AdapterDeps) {}

  /** Handle one message from the client. */
  async handle(msg: unknown): Promise<void> {
    const req = msg as DapRequest;
    if (!req || req.type !== 'request' || typeof req.command !== 'string' || typeof req.seq !== 'number') return;
    try {
      await this.dispatch(req);
    } catch (e) {
      this.respond(req, false, undefined, e instanceof Error ? e.message : String(e));
    }
  }

  private async dispatch(req: DapRequest): Promise<void> {
    const a = req.arguments ?? {};
    switch (req.command) {
      case 'initialize':
        this.lineBase = a.linesStartAt1 === false ? 0 : 1;
        this.columnBase = a.columnsStartAt1 === false ? 0 : 1;
        this.respond(req, true, CAPABILITIES);
        return;
      case 'launch':
        return this.launch(req, a);
      case 'configurationDone':
        this.respond(req, true);
        if (this.target && this.launched && !this.configured) {
          this.configured = true;
          this.target.post(this.launched.noDebug ? { type: 'plain-run', req: this.launched.req } : { type: 'debug-run' });
        }
        return;
      case 'threads':
        this.respond(req, true, { threads: [{ id: 1, name: 'AutoLISP' }] });
        return;
      case 'disconnect':
        await this.stop();
        this.respond(req, true);
        return;
      default:
        if (!FORWARDED.has(req.command)) {
          this.respond(req, false, undefined, `unsupported request: ${req.command}`);
          return;
        }
        if (this.launched?.noDebug && req.command.startsWith('set') && req.command.endsWith('Breakpoints')) {
          const list = Array.isArray(a.breakpoints) ? a.breakpoints : Array.isArray(a.filters) ? a.filters : [];
          this.respond(req, true, { breakpoints: list.map(() => ({ verified: false, message: 'running without debugging' })) });
          return;
        }
        if (!this.target || this.ended) {
          this.respond(req, false, undefined, this.ended ? 'the program has ended' : 'launch a program first');
          return;
        }
        this.forward(req);
    }
  }

  private async launch(req: DapRequest, a: Record<string, unknown>): Promise<void> {
    if (this.target) throw new Error('this adapter already runs a program');
    const launched = await this.deps.resolveLaunch(a);
    this.launched = launched;
    const target = this.deps.startSession();
    this.target = target;
    target.on((m) => this.fromSession(m));
    target.onExit((why) => {
      if (this.ended) return;
      this.event('output', { category: 'stderr', output: `${why}\n` });
      this.end(null);
    });
    if (!launched.noDebug) target.post({ type: 'debug-open', req: launched.req, stopOnEntry: launched.stopOnEntry });
    this.respond(req, true);
    this.event('initialized');
  }

  private forward(req: DapRequest): void {
    const args = { ...(req.arguments ?? {}) };
    let fix: Fix | undefined;
    if (req.command === 'setBreakpoints') {
      const source = (args.source ?? {}) as { path?: string; name?: string };
      const file = this.fileOf(source);
      args.source = { ...source, name: file };
      args.breakpoints = ((args.breakpoints as Array<Record<string, unknown>>) ?? []).map((b) => ({ ...b, line: Number(b.line) + 1 - this.lineBase }));
      fix = (body) => ({
        breakpoints: ((body as { breakpoints?: Array<Record<string, unknown>> }).breakpoints ?? []).map((b) => ({ ...b, line: Number(b.line) - 1 + this.lineBase, source: this.sourceOf(file, source) })),
      });
    } else if (req.command === 'stackTrace') {
      fix = (body) => {
        const b = body as { stackFrames: Array<Record<string, unknown>> };
        return { ...b, stackFrames: b.stackFrames.map((f) => this.fixFrame(f)) };
      };
    }
    this.pending.set(req.seq, { command: req.command, ...(fix ? { fix } : {}) });
    this.target!.post({ type: 'request', seq: req.seq, command: req.command, arguments: args }, true);
  }

  private fixFrame(f: Record<string, unknown>): Record<string, unknown> {
    const src = f.source as { name?: string } | undefined;
    const out = { ...f };
    if (src?.name) out.source = this.sourceOf(src.name);
    for (const k of ['line', 'endLine'] as const) if (typeof out[k] === 'number' && (out[k] as number) > 0) out[k] = (out[k] as number) - 1 + this.lineBase;
    for (const k of ['column', 'endColumn'] as const) if (typeof out[k] === 'number' && (out[k] as number) > 0) out[k] = (out[k] as number) - 1 + this.columnBase;
    return out;
  }

  /** The run's file name for a client source: by path, else by name, else the entry file. */
  private fileOf(source: { path?: string; name?: string }): string {
    const paths = this.launched?.paths ?? {};
    if (source.path) {
      for (const [name, path] of Object.entries(paths)) if (samePath(path, source.path)) return name;
      return baseName(source.path);
    }
    return source.name ?? '';
  }

  private sourceOf(file: string, given?: { path?: string; name?: string }): Record<string, unknown> {
    const path = this.launched?.paths[file] ?? given?.path;
    return { name: file, ...(path ? { path } : {}) };
  }

  private fromSession(m: FromSession): void {
    switch (m.type) {
      case 'response': {
        const p = this.pending.get(m.seq);
        if (!p) return;
        this.pending.delete(m.seq);
        const body = m.success && p.fix && m.body !== undefined ? p.fix(m.body) : m.body;
        this.send({ type: 'response', request_seq: m.seq, command: p.command, success: m.success, ...(m.message !== undefined ? { message: m.message } : {}), ...(body !== undefined ? { body } : {}) });
        return;
      }
      case 'event':
        if (m.event === 'lispwright/result') {
          this.end(m.body as RunResult);
          return;
        }
        if (m.event === 'stopped') {
          const b = m.body as { lispwright?: { span?: { file: string } } };
          const file = b.lispwright?.span?.file;
          this.event('stopped', file ? { ...b, lispwright: { ...b.lispwright, source: this.sourceOf(file) } } : b);
          return;
        }
        this.event(m.event, m.body);
        return;
      default:
        return;
    }
  }

  /** The run is over: report how it ended, then terminated. */
  private end(result: RunResult | null): void {
    if (this.ended) return;
    this.ended = true;
    this.result = result;
    for (const [seq, p] of this.pending) this.send({ type: 'response', request_seq: seq, command: p.command, success: false, message: 'the program has ended' });
    this.pending.clear();
    if (result) {
      const summary = summarize(result);
      if (summary) this.event('output', { category: result.ok ? 'console' : 'stderr', output: summary });
      this.event('lispwright/result', result);
      this.event('exited', { exitCode: result.ok ? 0 : 1 });
    }
    this.event('terminated');
    const done = this.onEnded;
    this.onEnded = null;
    done?.();
    void this.target?.close();
  }

  /** End the run (disconnect): ask it to stop, give it a moment, then close its worker. */
  private async stop(): Promise<void> {
    const t = this.target;
    if (!t || this.ended) {
      this.ended = true;
      await t?.close();
      return;
    }
    if (!this.configured) {
      // nothing runs yet: no result to wait for
      this.end(null);
      await t.close();
      return;
    }
    const ended = new Promise<void>((resolve) => (this.onEnded = resolve));
    t.post({ type: 'request', seq: -1, command: 'terminate' }, true);
    const grace = new Promise<void>((resolve) => setTimeout(resolve, this.deps.stopGraceMs ?? 1000));
    await Promise.race([ended, grace]);
    if (!this.ended) this.end(null);
    await t.close();
  }

  private respond(req: DapRequest, success: boolean, body?: unknown, message?: string): void {
    this.send({ type: 'response', request_seq: req.seq, command: req.command, success, ...(message !== undefined ? { message } : {}), ...(body !== undefined ? { body } : {}) });
  }

  private event(event: string, body?: unknown): void {
    this.send({ type: 'event', event, ...(body !== undefined ? { body } : {}) });
  }

  private send(m: Omit<DapResponse, 'seq'> | Omit<DapEvent, 'seq'>): void {
    this.deps.send({ seq: this.seq++, ...m } as DapMessage);
  }
}

/** How the run ended, as the CLI prints it (the error with its location and call stack). */
export function summarize(r: RunResult): string {
  const lines: string[] = [];
  if (r.stage === 'ok') lines.push(`Result: ${r.value}`);
  const e = r.error;
  if (e) {
    if (!e.handledByUser || r.stage !== 'execution') lines.push(`; error: ${e.message}`);
    if (e.file) lines.push(`  at ${e.file}:${e.line}:${e.column}`);
    for (const f of e.stack) lines.push(`  in (${[f.name, ...f.args].join(' ')})${f.file ? ` (${f.file}:${f.line}:${f.column})` : ''}`);
  }
  if (r.diff) lines.push(`Drawing: ${r.diff.summary.added} added, ${r.diff.summary.deleted} deleted, ${r.diff.summary.modified} modified`);
  if (r.unansweredPrompts.length) lines.push(`Prompts with no scripted answer (answered Enter): ${r.unansweredPrompts.join(', ')}`);
  return lines.length ? `${lines.join('\n')}\n` : '';
}

const norm = (p: string): string => p.replace(/\\/g, '/').replace(/\/+$/, '');
function samePath(a: string, b: string): boolean {
  const x = norm(a);
  const y = norm(b);
  return x === y || x.toLowerCase() === y.toLowerCase();
}
const baseName = (p: string): string => norm(p).split('/').pop() ?? p;
