/*
 * Console sessions for the workbench: each a session worker keeping one interpreter and one
 * drawing alive between expressions (interpreter/runner/console-session.ts). Expressions are
 * answered in order; a prompt inside one (getpoint, entsel) is pushed to the renderer as
 * 'console:ask' and the session waits for consoleAnswer (a pick on the drawing view).
 */
import type { ConsoleDrawingState, ConsoleEvalResult, ConsoleOpenRequest } from '../../shared/contract.js';
import type { ScriptedInput, SourceFile } from '../../../interpreter/runner/contract.js';
import type { FromSession, ToSession } from '../../../interpreter/worker/session-protocol.js';
import type { DrawingService } from './drawings.js';

/** The session worker as the console uses it (interpreter/worker/session-client.ts). */
export interface ConsoleTarget {
  post(m: ToSession, attention?: boolean): void;
  on(cb: (m: FromSession) => void): unknown;
  onExit(cb: (why: string) => void): void;
  cancel(): void;
  close(): Promise<void>;
}

interface Session {
  target: ConsoleTarget;
  seq: number;
  waiting: Map<number, { resolve: (m: Extract<FromSession, { type: 'console-result' }>) => void; reject: (e: Error) => void }>;
  dead?: string;
}

const MAX_SESSIONS = 4;

export class ConsoleService {
  private readonly sessions = new Map<string, Session>();

  constructor(
    private readonly drawings: Pick<DrawingService, 'resolveSource'>,
    private readonly emitAsk: (payload: { sessionId: string; id: number; kind: string; prompt: string }) => void,
    private readonly startSession: () => ConsoleTarget,
  ) {}

  async open(req: ConsoleOpenRequest): Promise<void> {
    const id = req?.sessionId;
    if (typeof id !== 'string' || !id || id.length > 100) throw new Error('console session id required');
    await this.close(id);
    // a page that went away (reload) leaves its session behind: the oldest makes room
    while (this.sessions.size >= MAX_SESSIONS) await this.close(this.sessions.keys().next().value as string);
    const drawing = await this.drawings.resolveSource(req.drawing);
    const target = this.startSession();
    const s: Session = { target, seq: 0, waiting: new Map() };
    this.sessions.set(id, s);
    target.on((m) => {
      if (m.type === 'console-result') s.waiting.get(m.id)?.resolve(m);
      else if (m.type === 'ask') this.emitAsk({ sessionId: id, id: m.id, kind: m.kind, prompt: m.prompt });
    });
    target.onExit((why) => {
      s.dead = why;
      for (const w of s.waiting.values()) w.reject(new Error(why));
      s.waiting.clear();
    });
    const files = Array.isArray(req.files) ? req.files.filter((f) => typeof f?.name === 'string' && typeof f.text === 'string') : [];
    const opened = await this.call(s, 0, { type: 'console-open', ...(drawing ? { drawing } : {}), files, ...(Number.isInteger(req.budget) ? { budget: req.budget } : {}) });
    if (opened.error) {
      await this.close(id);
      throw new Error(opened.error);
    }
  }

  async evaluate(sessionId: string, text: string): Promise<ConsoleEvalResult> {
    if (typeof text !== 'string') throw new Error('text required');
    const s = this.get(sessionId);
    const id = ++s.seq;
    return this.result(await this.call(s, id, { type: 'console-eval', id, text }));
  }

  async load(sessionId: string, file: SourceFile): Promise<ConsoleEvalResult> {
    if (typeof file?.name !== 'string' || typeof file.text !== 'string') throw new Error('a file needs a name and a text');
    const s = this.get(sessionId);
    const id = ++s.seq;
    return this.result(await this.call(s, id, { type: 'console-load', id, file: { name: file.name, text: file.text } }));
  }

  async reset(sessionId: string): Promise<void> {
    const s = this.get(sessionId);
    const id = ++s.seq;
    await this.call(s, id, { type: 'console-reset', id });
  }

  async drawing(sessionId: string): Promise<ConsoleDrawingState | null> {
    const s = this.get(sessionId);
    const id = ++s.seq;
    return (await this.call(s, id, { type: 'console-drawing', id })).drawing ?? null;
  }

  async cancel(sessionId: string): Promise<void> {
    this.sessions.get(sessionId)?.target.cancel();
  }

  async answer(sessionId: string, askId: number, input?: ScriptedInput): Promise<void> {
    const s = this.get(sessionId);
    if (!Number.isInteger(askId)) throw new Error('ask id required');
    s.target.post({ type: 'answer', id: askId, ...(input ? { input } : {}) });
  }

  async close(sessionId: string): Promise<void> {
    const s = this.sessions.get(sessionId);
    if (!s) return;
    this.sessions.delete(sessionId);
    for (const w of s.waiting.values()) w.reject(new Error('the console was closed'));
    await s.target.close();
  }

  async dispose(): Promise<void> {
    await Promise.all([...this.sessions.keys()].map((id) => this.close(id)));
  }

  private get(sessionId: string): Session {
    const s = this.sessions.get(sessionId);
    if (!s) throw new Error('no console session: open one first');
    if (s.dead) throw new Error(s.dead);
    return s;
  }

  private call(s: Session, id: number, m: ToSession): Promise<Extract<FromSession, { type: 'console-result' }>> {
    return new Promise((resolve, reject) => {
      s.waiting.set(id, {
        resolve: (r) => {
          s.waiting.delete(id);
          resolve(r);
        },
        reject,
      });
      s.target.post(m);
    });
  }

  private result(m: Extract<FromSession, { type: 'console-result' }>): ConsoleEvalResult {
    if (m.error || !m.result) throw new Error(m.error ?? 'the console gave no result');
    return m.result;
  }
}
