/*
 * `lispwright dap`: a Debug Adapter Protocol server on stdin/stdout, so VS Code (through the
 * small extension in assets/vscode/) or any DAP client can debug AutoLISP against a simulated
 * drawing. The program runs in a session worker (dist/session-worker.mjs); stdout carries only
 * framed DAP messages, anything else goes to stderr.
 *
 * launch arguments: program (path, required), cwd, drawing (D.dxf or sample:NAME), inputs (a JSON
 * array or the path of a file holding one), call ("c:cmd" or "(c:cmd 1 2)"), stopOnEntry, budget,
 * files (more paths the program may load), noDebug.
 */
import { isAbsolute, resolve } from 'node:path';
import { DapAdapter, type ResolvedLaunch } from '../../interpreter/worker/dap/adapter.js';
import { DapReader, frame } from '../../interpreter/worker/dap/framing.js';
import { SessionClient } from '../../interpreter/worker/session-client.js';
import type { RunRequest, ScriptedInput } from '../../interpreter/runner/contract.js';
import { parseInputs, readText, sourceFile } from '../sources.js';
import { sampleText } from '../deps.js';

export function resolveLaunchArgs(a: Record<string, unknown>): ResolvedLaunch {
  const cwd = typeof a.cwd === 'string' && a.cwd ? a.cwd : process.cwd();
  const at = (p: string): string => (isAbsolute(p) ? p : resolve(cwd, p));
  if (typeof a.program !== 'string' || !a.program) throw new Error('launch needs "program": the .lsp file to debug');
  const programPath = at(a.program);
  const entry = sourceFile(programPath);
  const extra = (Array.isArray(a.files) ? (a.files as unknown[]) : []).map((p) => ({ path: at(String(p)), file: sourceFile(at(String(p))) }));
  const req: RunRequest = { files: [entry, ...extra.map((e) => e.file)] };
  const paths: Record<string, string> = { [entry.name]: programPath };
  for (const e of extra) paths[e.file.name] = e.path;
  if (typeof a.drawing === 'string' && a.drawing) {
    if (a.drawing.startsWith('sample:')) {
      const name = a.drawing.slice('sample:'.length);
      const text = sampleText(name);
      if (text === undefined) throw new Error(`no sample drawing named ${name}`);
      req.drawing = { kind: 'dxf', name: name.endsWith('.dxf') ? name : `${name}.dxf`, text };
    } else {
      const p = at(a.drawing);
      req.drawing = { kind: 'dxf', name: p.split(/[\\/]/).pop() ?? p, text: readText(p, 'drawing') };
    }
  }
  if (Array.isArray(a.inputs)) req.inputs = a.inputs as ScriptedInput[];
  else if (typeof a.inputs === 'string' && a.inputs) req.inputs = parseInputs(a.inputs.trim().startsWith('[') ? a.inputs : at(a.inputs));
  if (typeof a.call === 'string' && a.call.trim()) req.call = a.call.trim();
  if (typeof a.budget === 'number' && Number.isInteger(a.budget) && a.budget > 0) req.budget = a.budget;
  return { req, paths, stopOnEntry: a.stopOnEntry === true, noDebug: a.noDebug === true };
}

export async function dapCommand(): Promise<number> {
  const out = (m: unknown) => process.stdout.write(frame(m));
  const adapter = new DapAdapter({
    send: out,
    resolveLaunch: resolveLaunchArgs,
    startSession: () => new SessionClient(),
  });
  const reader = new DapReader();
  let chain = Promise.resolve();
  let disconnected = false;
  return new Promise<number>((resolveExit) => {
    const done = (code: number) => {
      process.stdin.pause();
      process.stdin.destroy();
      resolveExit(code);
    };
    process.stdin.on('data', (chunk: Buffer) => {
      let msgs: unknown[];
      try {
        msgs = reader.feed(chunk);
      } catch (e) {
        process.stderr.write(`lispwright dap: ${(e as Error).message}\n`);
        done(2);
        return;
      }
      for (const m of msgs) {
        chain = chain.then(() => adapter.handle(m)).then(() => {
          if ((m as { command?: string }).command === 'disconnect') {
            disconnected = true;
            done(0);
          }
        });
      }
    });
    process.stdin.on('end', () => {
      void chain.then(async () => {
        if (!disconnected) await adapter.handle({ seq: 0, type: 'request', command: 'disconnect' });
        done(0);
      });
    });
  });
}
