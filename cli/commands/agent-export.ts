/*
 * `lispwright agent … --out FILE.lsp`: when the session verifies, write the verified export
 * (header + code) and FILE.verify.json from the stop event's case and the run that proved it, in
 * the same format as the workbench's Export Verified (interpreter/runner/verified-export.ts), so
 * `lispwright verify FILE.lsp` re-checks it. An existing file is never replaced.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { basename, dirname, relative, resolve, sep } from 'node:path';
import pkg from '../../package.json';
import type { AgentEvent } from '../../agent/events.js';
import { buildCase, exportText, sidecarPath, sidecarText } from '../../interpreter/runner/index.js';

type Stopped = Extract<AgentEvent, { type: 'stopped' }>;

/** --out FILE.lsp is an export; any other name is the event log (the option's older meaning). */
export const exportPathFor = (out: string | undefined, cwd = process.cwd()): string | undefined => (out && /\.lsp$/i.test(out) ? resolve(cwd, out) : undefined);

export type AgentExportOutcome = { ok: true; path: string; sidecar: string } | { ok: false; reason: string };

export async function writeAgentExport(
  stopped: Stopped,
  path: string,
  drawing: { name: string; source: { kind: string } },
  drawingPath: string | undefined,
  date = new Date(),
): Promise<AgentExportOutcome> {
  if (!stopped.verified || !stopped.code || !stopped.run || !stopped.case) return { ok: false, reason: 'the session did not verify: nothing exported' };
  const sidecar = sidecarPath(path);
  for (const p of [path, sidecar]) if (existsSync(p)) return { ok: false, reason: `${p} exists: not replaced (choose another --out or remove it)` };
  const k = stopped.case;
  const { requireEffect: _r, ...expect } = k.expect ?? {};
  const empty = drawing.source.kind === 'empty';
  const c = buildCase({
    lispwright: pkg.version,
    fileName: k.fileName,
    code: stopped.code,
    run: stopped.run,
    encoding: 'utf-8',
    drawing: {
      name: empty ? 'a new empty drawing' : drawing.name,
      ...(drawingPath ? { path: relative(dirname(path), drawingPath).split(sep).join('/') } : {}),
      ...(empty ? { empty: true } : {}),
    },
    ...(k.call ? { call: k.call } : {}),
    ...(k.inputs?.length ? { inputs: k.inputs } : {}),
    ...(k.assertions?.length ? { assertions: k.assertions } : {}),
    expect,
    ...(stopped.tests?.length ? { tests: { passed: stopped.tests.filter((t) => t.passed).length, total: stopped.tests.length, names: stopped.tests.map((t) => t.name) } } : {}),
    date,
  });
  try {
    writeFileSync(path, exportText(c, stopped.code, basename(path)), { flag: 'wx' });
    writeFileSync(sidecar, sidecarText(c), { flag: 'wx' });
  } catch (e) {
    return { ok: false, reason: `cannot write the export: ${(e as Error).message}` };
  }
  return { ok: true, path, sidecar };
}
