/*
 * `lispwright agent "TASK" [--drawing D.dxf] [--base-url URL] [--model M] [--max-rounds N] [--json]
 *                   [--out FILE.lsp] [--events FILE] [--tests PATH] [--idle-timeout S] [--memory DIR]
 *                   [--answers JSON|FILE] [--budget N]`
 * Runs the agent against an OpenAI-compatible endpoint (LISPWRIGHT_BASE_URL, LISPWRIGHT_MODEL,
 * LISPWRIGHT_API_KEY or OPENAI_API_KEY), streams what it does, and prints the verified code.
 * --out FILE.lsp writes the verified export and its sidecar (agent-export.ts) when the session
 * verifies; --tests gives the gate the saved cases of *.test.lsp files.
 * Code runs in the worker pool with the app's limits (agent-wiring.ts).
 * Exit status: 0 verified code delivered, 1 not verified, 2 bad usage or configuration, 3 the agent
 * asked a question that --answers did not answer (the question is printed).
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import type { CliArgs } from '../args.js';
import type { AgentEvent } from '../../agent/events.js';
import { runAgent } from '../../agent/loop.js';
import { dirMemoryStore } from '../../agent/memory/store.js';
import type { RunLisp, SessionTest } from '../../agent/ports.js';
import { clientFor, configFromEnv, describeConfig, type AgentConfig } from '../../agent/providers.js';
import type { RetryPolicy } from '../../agent/transport/retry.js';
import { savedTests } from '../../agent/saved-tests.js';
import { parseTestFile } from '../../interpreter/runner/index.js';
import { findTestFiles } from '../test-files.js';
import { fileRecorder, jsonPrinter, textPrinter } from './agent-output.js';
import { exportPathFor, writeAgentExport } from './agent-export.js';
import { loadDrawing, poolRunLisp } from './agent-wiring.js';

export interface AgentCliIo {
  out(text: string): void;
  err(text: string): void;
  env: Record<string, string | undefined>;
  /** default: the worker pool */
  runLisp?: RunLisp;
  cwd?: string;
  retryDelayMs?: number;
  retry?: Partial<RetryPolicy>;
  tests?: SessionTest[];
}

export const EXIT_QUESTION = 3;

const processIo = (): AgentCliIo => ({ out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t), env: process.env });

/** --answers: a JSON array of strings, or a file holding one (a plain-text file: one answer a line). */
export function readAnswers(arg: string, cwd = process.cwd()): string[] {
  const path = resolve(cwd, arg);
  const text = !arg.trimStart().startsWith('[') && existsSync(path) ? readFileSync(path, 'utf8') : arg;
  if (text.trimStart().startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (e) {
      throw new Error(`--answers: not valid JSON (${(e as Error).message})`);
    }
    if (!Array.isArray(parsed) || parsed.some((a) => typeof a !== 'string')) throw new Error('--answers takes a JSON array of strings');
    return parsed as string[];
  }
  if (text === arg) throw new Error(`--answers: ${arg} is neither a JSON array nor a file`);
  return text.split(/\r?\n/).filter((l) => l.trim() !== '');
}

/** --tests: the cases of every *.test.lsp in these files or folders. */
export function readSavedTests(paths: string[], cwd = process.cwd()): SessionTest[] {
  const files = findTestFiles(paths.map((p) => resolve(cwd, p)));
  return files.flatMap((f) => savedTests(parseTestFile(readFileSync(f, 'utf8'), f), { read: (tf, p) => readFileSync(resolve(dirname(tf), p), 'utf8'), baseName: (p) => basename(p) }));
}

export async function agentCommand(args: CliArgs, io: AgentCliIo = processIo()): Promise<number> {
  let cfg: AgentConfig;
  let drawing: ReturnType<typeof loadDrawing>;
  let answers: string[] = [];
  let tests: SessionTest[] = [];
  let exportTo: string | undefined;
  try {
    cfg = configFromEnv(io.env, {
      ...(args.baseUrl ? { baseUrl: args.baseUrl } : {}),
      ...(args.model ? { model: args.model } : {}),
      ...(args.maxRounds ? { maxAttempts: args.maxRounds } : {}),
      ...(args.idleTimeoutSec ? { idleTimeoutMs: Math.round(args.idleTimeoutSec * 1000) } : {}),
    });
    drawing = loadDrawing(args.drawing, io.cwd);
    if (args.answers) answers = readAnswers(args.answers, io.cwd);
    tests = io.tests ?? readSavedTests(args.tests, io.cwd);
    exportTo = exportPathFor(args.out, io.cwd);
  } catch (e) {
    io.err(`lispwright agent: ${(e as Error).message}\n`);
    return 2;
  }
  const memoryDir = args.memory ? resolve(io.cwd ?? process.cwd(), args.memory) : undefined;
  if (!args.json) io.err(`lispwright agent: ${describeConfig(cfg)}, drawing: ${drawing.name}${memoryDir ? `, memory: ${memoryDir}` : ''}\n`);
  const controller = new AbortController();
  const onSigint = () => controller.abort();
  process.once('SIGINT', onSigint);
  const print = args.json ? jsonPrinter(io) : textPrinter(io);
  let recorder: ReturnType<typeof fileRecorder> | undefined;
  const pooled = io.runLisp ? undefined : poolRunLisp(args.budget);
  let stopped: Extract<AgentEvent, { type: 'stopped' }> | undefined;
  try {
    const events = args.events ?? (args.out && !exportTo ? args.out : undefined);
    if (events) recorder = fileRecorder(resolve(io.cwd ?? process.cwd(), events));
    for await (const e of runAgent(args.target, {
      llm: clientFor(cfg),
      model: cfg.model,
      ...(cfg.maxAttempts ? { maxAttempts: cfg.maxAttempts } : {}),
      runLisp: io.runLisp ?? pooled!.runLisp,
      session: { drawing: drawing.source, drawingName: drawing.name, tests, fileName: exportTo ? basename(exportTo) : 'agent.lsp' },
      signal: controller.signal,
      secrets: cfg.apiKey ? [cfg.apiKey] : [],
      askUser: async () => answers.shift() ?? null,
      ...(memoryDir ? { memory: { store: dirMemoryStore(memoryDir) } } : {}),
      ...(io.retryDelayMs !== undefined ? { retryDelayMs: io.retryDelayMs } : {}),
      ...(io.retry ? { retry: io.retry } : {}),
    })) {
      print(e);
      recorder?.record(e);
      if (e.type === 'stopped') stopped = e;
    }
  } catch (e) {
    io.err(`lispwright agent: ${(e as Error).message}\n`);
    return 2;
  } finally {
    process.removeListener('SIGINT', onSigint);
    recorder?.close();
    await pooled?.pool.close();
  }
  if (stopped?.reason === 'question') return EXIT_QUESTION;
  if (stopped?.verified && exportTo) {
    const written = await writeAgentExport(stopped, exportTo, drawing, drawing.path);
    if (!written.ok) {
      io.err(`lispwright agent: ${written.reason}\n`);
      return 1;
    }
    io.err(`lispwright agent: wrote ${written.path} and ${written.sidecar}\n`);
  }
  return stopped?.verified ? 0 : 1;
}
