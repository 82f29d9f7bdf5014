/*
 * What `lispwright agent` prints. The text view streams the session for a person; `--json` prints
 * one event per line with run results capped (a script that makes a million entities must not
 * print a hundred megabytes): output, diff and written files are cut to a fixed size and the event
 * says what was cut. `--out FILE` gets every event in full (drawing snapshots aside).
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import type { AgentEvent } from '../../agent/events.js';
import { diffLines, outputText, truncate } from '../../agent/run-format.js';
import { compactForStorage } from '../../agent/transcript.js';
import type { RunResult } from '../../interpreter/runner/contract.js';

export interface Out {
  out(text: string): void;
  err(text: string): void;
}

/** How much of a run result one --json line may carry. */
export const JSON_CAPS = { outputChars: 20_000, diffEntities: 200, files: 20, fileChars: 4_000, textChars: 20_000 } as const;

/** A run result cut to the --json caps; `truncated` lists what was cut (absent when nothing was). */
export function capRun(r: RunResult): RunResult & { truncated?: string[] } {
  const cut: string[] = [];
  const text = outputText(r);
  let output = r.output;
  if (text.length > JSON_CAPS.outputChars) {
    output = [{ kind: 'text', text: truncate(text, JSON_CAPS.outputChars) }];
    cut.push(`output (${text.length} characters)`);
  }
  let diff = r.diff;
  if (diff && diff.entities.length > JSON_CAPS.diffEntities) {
    diff = { ...diff, entities: diff.entities.slice(0, JSON_CAPS.diffEntities) };
    cut.push(`diff entities (${r.diff!.entities.length}; the summary counts them all)`);
  }
  let files = r.files;
  if (files.length > JSON_CAPS.files || files.some((f) => JSON.stringify(f).length > JSON_CAPS.fileChars)) {
    files = files.slice(0, JSON_CAPS.files).map(capFile);
    cut.push(`written files (${r.files.length})`);
  }
  const { before: _b, after: _a, ...rest } = r;
  return { ...rest, output, files, ...(diff ? { diff } : {}), ...(cut.length ? { truncated: cut } : {}) };
}

function capFile<T>(f: T): T {
  const o = { ...(f as Record<string, unknown>) };
  for (const [k, v] of Object.entries(o)) if (typeof v === 'string' && v.length > JSON_CAPS.fileChars) o[k] = truncate(v, JSON_CAPS.fileChars);
  return o as T;
}

/** An event fit for one --json line. */
export function capEvent(e: AgentEvent): AgentEvent {
  if (e.type === 'run-attached') return { ...e, result: capRun(e.result) };
  if (e.type === 'stopped' && e.run) return { ...e, run: capRun(e.run) };
  if (e.type === 'tool-call-finished' && e.result.length > JSON_CAPS.textChars) return { ...e, result: truncate(e.result, JSON_CAPS.textChars) };
  return e;
}

export function jsonPrinter(io: Out): (e: AgentEvent) => void {
  return (e) => {
    const [kept] = compactForStorage([e]);
    if (kept) io.out(JSON.stringify(capEvent(kept)) + '\n');
  };
}

/** Every event in full, one JSON line each, into FILE (created or emptied). */
export function fileRecorder(path: string): { record(e: AgentEvent): void; close(): void } {
  const fd = openSync(path, 'w');
  return {
    record(e) {
      const [kept] = compactForStorage([e]);
      if (kept) writeSync(fd, JSON.stringify(kept) + '\n');
    },
    close: () => closeSync(fd),
  };
}

/** How many lines of a run's output the text view shows. */
const OUTPUT_LINES = 6;

/** Human-readable streaming: assistant text as it arrives, one line per tool call, the result at the end. */
export function textPrinter(io: Out): (e: AgentEvent) => void {
  let midLine = false;
  const line = (t: string) => {
    if (midLine) io.out('\n');
    midLine = false;
    io.out(t + '\n');
  };
  return (e) => {
    switch (e.type) {
      case 'round':
        line(`\n── turn ${e.turn} (attempt ${e.attempt}/${e.maxAttempts}) ──`);
        break;
      case 'memory-injected':
        line(e.notes.length ? `memory: ${e.notes.map((n) => `${n.kind} "${n.title}"`).join(', ')} (${e.tokens}/${e.budget} tokens)` : `memory: no note in ${e.dir} matches this request`);
        break;
      case 'memory-written':
        line(`memory: ${e.updated ? 'updated' : 'wrote'} lesson "${e.title}" (${e.id})`);
        break;
      case 'text-delta':
        io.out(e.delta);
        midLine = !e.delta.endsWith('\n');
        break;
      case 'tool-call-finished':
        line(`${e.ok ? '✓' : '✗'} ${e.origin === 'gate' ? '[gate] ' : ''}${e.name}: ${e.summary}`);
        break;
      case 'run-attached': {
        const text = outputText(e.result).trim();
        if (!text) break;
        const lines = text.split('\n');
        for (const l of lines.slice(0, OUTPUT_LINES)) line(`  | ${l.length > 200 ? `${l.slice(0, 200)}…` : l}`);
        if (lines.length > OUTPUT_LINES) line(`  | …${lines.length - OUTPUT_LINES} more lines`);
        break;
      }
      case 'question':
        line(`? ${e.question}${e.choices?.length ? ` [${e.choices.join(' / ')}]` : ''}`);
        break;
      case 'answer':
        line(`> ${e.text}`);
        break;
      case 'retry':
        line(`! ${e.message}; retrying in ${Math.round(e.delayMs / 100) / 10} s${e.fromServer ? ' (the server asked to wait)' : ''} (try ${e.attempt + 1} of ${e.maxRetries + 1})`);
        break;
      case 'notice':
      case 'error':
        line(`! ${e.message}`);
        break;
      case 'stopped': {
        line(`\n${e.verified ? '✓' : '✗'} ${e.message}`);
        if (e.reason === 'question') line('Answer with --answers \'["..."]\' to continue without being asked.');
        const code = e.code ?? e.best?.code;
        if (code) {
          line(e.verified ? '\n;; ---- verified code ----' : '\n;; ---- best version so far (NOT verified) ----');
          line(code);
          line(';; -----------------------');
        }
        if (e.run?.diff) {
          const d = e.run.diff.summary;
          line(`\nDiff on the session drawing: ${d.added} added, ${d.modified} modified, ${d.deleted} deleted`);
          for (const l of diffLines(e.run.diff)) line(`  ${l}`);
        }
        if (!e.verified && e.unresolved.length && e.reason !== 'question') {
          line('\nUnresolved:');
          for (const u of e.unresolved) line(`  - ${u}`);
        }
        if (e.usage?.turnsReported) line(`\nTokens: ${e.usage.promptTokens} prompt + ${e.usage.completionTokens} completion = ${e.usage.totalTokens} (${e.usage.turnsReported} of ${e.usage.turns} turns reported usage)`);
        break;
      }
      default:
        break;
    }
  };
}
