/*
 * `lispwright agent "TASK" [--drawing D.dxf] [--base-url URL] [--model M] [--max-rounds N] [--json]`
 * Runs the agent against an OpenAI-compatible endpoint (LISPWRIGHT_BASE_URL, LISPWRIGHT_MODEL,
 * LISPWRIGHT_API_KEY or OPENAI_API_KEY), streams what it does, and prints the verified code.
 * Exit status: 0 verified code delivered, 1 not verified, 2 bad usage or configuration.
 * With --json every event is one JSON line (drawing snapshots left out); the last is 'stopped'.
 */
import type { CliArgs } from '../args.js';
import type { AgentEvent } from '../../agent/events.js';
import { runAgent } from '../../agent/loop.js';
import type { RunLisp, SessionTest } from '../../agent/ports.js';
import { clientFor, configFromEnv, describeConfig, type AgentConfig } from '../../agent/providers.js';
import { diffLines, outputText } from '../../agent/run-format.js';
import { compactForStorage } from '../../agent/transcript.js';
import { cliRunLisp, loadDrawing } from './agent-wiring.js';
import { cliRunner, type CliRunner } from '../runner.js';

export interface AgentCliIo {
  out(text: string): void;
  err(text: string): void;
  env: Record<string, string | undefined>;
  runLisp?: RunLisp;
  cwd?: string;
  retryDelayMs?: number;
  tests?: SessionTest[];
}

/** How many lines of a run's output the text view shows. */
const OUTPUT_LINES = 6;

const processIo = (): AgentCliIo => ({ out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t), env: process.env });

export async function agentCommand(args: CliArgs, io: AgentCliIo = processIo()): Promise<number> {
  let cfg: AgentConfig;
  let drawing: ReturnType<typeof loadDrawing>;
  try {
    cfg = configFromEnv(io.env, { ...(args.baseUrl ? { baseUrl: args.baseUrl } : {}), ...(args.model ? { model: args.model } : {}), ...(args.maxRounds ? { maxAttempts: args.maxRounds } : {}) });
    drawing = loadDrawing(args.drawing, io.cwd);
  } catch (e) {
    io.err(`lispwright agent: ${(e as Error).message}\n`);
    return 2;
  }
  if (!args.json) io.err(`lispwright agent: ${describeConfig(cfg)}, drawing: ${drawing.name}\n`);
  const controller = new AbortController();
  const onSigint = () => controller.abort();
  process.once('SIGINT', onSigint);
  const print = args.json ? jsonPrinter(io) : textPrinter(io);
  let stopped: Extract<AgentEvent, { type: 'stopped' }> | undefined;
  const runner = io.runLisp ? undefined : cliRunner(args);
  try {
    for await (const e of runAgent(args.target, {
      llm: clientFor(cfg),
      model: cfg.model,
      ...(cfg.maxAttempts ? { maxAttempts: cfg.maxAttempts } : {}),
      runLisp: io.runLisp ?? cliRunLisp(runner as CliRunner),
      session: { drawing: drawing.source, drawingName: drawing.name, tests: io.tests ?? [], fileName: 'agent.lsp' },
      signal: controller.signal,
      secrets: cfg.apiKey ? [cfg.apiKey] : [],
      ...(io.retryDelayMs !== undefined ? { retryDelayMs: io.retryDelayMs } : {}),
    })) {
      print(e);
      if (e.type === 'stopped') stopped = e;
    }
  } finally {
    process.removeListener('SIGINT', onSigint);
    await runner?.close();
  }
  return stopped?.verified ? 0 : 1;
}

function jsonPrinter(io: AgentCliIo) {
  return (e: AgentEvent) => {
    const [kept] = compactForStorage([e]);
    if (kept) io.out(JSON.stringify(kept) + '\n');
  };
}

/** Human-readable streaming: assistant text as it arrives, one line per tool call, the result at the end. */
function textPrinter(io: AgentCliIo) {
  let midLine = false;
  const line = (t: string) => {
    if (midLine) io.out('\n');
    midLine = false;
    io.out(t + '\n');
  };
  return (e: AgentEvent) => {
    switch (e.type) {
      case 'round':
        line(`\n── turn ${e.turn} (attempt ${e.attempt}/${e.maxAttempts}) ──`);
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
        for (const l of lines.slice(0, OUTPUT_LINES)) line(`  | ${l}`);
        if (lines.length > OUTPUT_LINES) line(`  | …${lines.length - OUTPUT_LINES} more lines`);
        break;
      }
      case 'retry':
        line(`! ${e.message}; retrying in ${e.delayMs} ms`);
        break;
      case 'error':
        line(`! ${e.message}`);
        break;
      case 'stopped': {
        line(`\n${e.verified ? '✓' : '✗'} ${e.message}`);
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
        if (!e.verified && e.unresolved.length) {
          line('\nUnresolved:');
          for (const u of e.unresolved) line(`  - ${u}`);
        }
        break;
      }
      default:
        break;
    }
  };
}
