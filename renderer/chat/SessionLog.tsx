/*
 * The action log of a conversation: every stored event with its time, its origin (the model, the
 * user, or the gate: Lispwright's loop and verification) and a one-line account, read from the
 * host's transcript (streaming deltas are not stored; the complete messages are).
 */
import { useEffect, useState } from 'react';
import type { HostApi } from '../../electron/shared/contract.js';
import type { AgentEvent } from '../../agent/events.js';
import { PanelHead } from './PanelHead.js';

export type LogHost = Pick<HostApi, 'agentTranscript'>;

const clip = (s: string, n = 160) => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > n ? `${flat.slice(0, n - 1)}…` : flat;
};

/** One line for an event in the log. */
export function describeEvent(e: AgentEvent): string {
  switch (e.type) {
    case 'user-message':
      return clip(e.text);
    case 'assistant-message':
      return clip(e.text);
    case 'round':
      return `turn ${e.turn}, attempt ${e.attempt}/${e.maxAttempts}`;
    case 'tool-call-started':
      return `${e.name} started`;
    case 'tool-call-finished':
      return `${e.name}: ${e.ok ? 'ok' : 'failed'} — ${clip(e.summary)}`;
    case 'run-attached':
      return `run on ${e.onSessionDrawing ? 'the session drawing' : 'an empty drawing'}: ${e.result.stage}, ${e.result.steps} steps`;
    case 'verification-changed':
      return `${e.verification.status}: ${clip(e.verification.detail)}`;
    case 'question':
      return clip(e.question);
    case 'answer':
      return clip(e.text);
    case 'usage':
      return `${e.promptTokens} prompt + ${e.completionTokens} completion tokens`;
    case 'retry':
      return `${clip(e.message)} — retry ${e.attempt} of ${e.maxRetries} in ${e.delayMs} ms`;
    case 'memory-injected':
      return e.notes.length ? `memory: ${e.notes.map((n) => n.title).join('; ')}` : 'memory: no matching note';
    case 'memory-written':
      return `lesson ${e.updated ? 'updated' : 'written'}: ${e.title}`;
    case 'notice':
    case 'error':
      return clip(e.message);
    case 'stopped':
      return `${e.reason}${e.stuck ? ` (${e.stuck})` : ''}: ${clip(e.message)}`;
    default:
      return '';
  }
}

const time = (at: string | undefined) => {
  if (!at) return '—';
  const d = new Date(at);
  return Number.isNaN(d.getTime()) ? '—' : d.toLocaleTimeString(undefined, { hour12: false });
};

export function SessionLog({ host, sessionId, onClose }: { host: LogHost; sessionId: string; onClose(): void }) {
  const [events, setEvents] = useState<AgentEvent[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    host.agentTranscript(sessionId).then(
      (ev) => setEvents(ev as AgentEvent[]),
      (e: Error) => setProblem(e.message),
    );
  }, [host, sessionId]);
  return (
    <section className="lw-log" aria-label="action log">
      <PanelHead title="Action log" onClose={onClose} />
      {problem && <p className="lw-notice lw-notice-error">{problem}</p>}
      {events && events.length === 0 && <p className="lw-chat-empty">Nothing has happened in this conversation yet.</p>}
      {events && events.length > 0 && (
        <table className="lw-log-table">
          <thead>
            <tr>
              <th>time</th>
              <th>origin</th>
              <th>event</th>
              <th>what</th>
            </tr>
          </thead>
          <tbody>
            {events.map((e, i) => (
              <tr key={i} className={`lw-log-${e.origin ?? 'unknown'}`} title={e.at}>
                <td>{time(e.at)}</td>
                <td>{e.origin ?? '—'}</td>
                <td>{e.type}</td>
                <td>{describeEvent(e)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
