/*
 * `runTests(paths)`: find *.test.lsp files (in folders, recursively), parse them and run every
 * case in-process. Paths inside a test file are relative to that file.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { parseTestFile, runTestCase, type TestOutcome } from '../interpreter/runner/test-cases.js';
import type { RunFn } from '../interpreter/runner/esc-check.js';
import { runRequest } from '../interpreter/runner/run-request.js';
import { cliDeps } from './deps.js';

export const TEST_SUFFIX = '.test.lsp';

export function findTestFiles(paths: string[]): string[] {
  const out: string[] = [];
  const walk = (p: string) => {
    const st = statSync(p);
    if (st.isDirectory()) for (const e of readdirSync(p).sort()) walk(join(p, e));
    else if (p.endsWith(TEST_SUFFIX) || paths.includes(p)) out.push(p);
  };
  for (const p of paths) walk(p);
  return out;
}

const inProcess = (): RunFn => {
  const deps = cliDeps();
  return (req) => runRequest(req, deps);
};

export interface TestRun {
  outcomes: TestOutcome[];
  passed: number;
  failed: number;
  pending: number;
}

/** Run every case of the test files under `paths` with `run` (default: in-process, the CLI's drawing database). */
export async function runTests(paths: string[], run: RunFn = inProcess(), budget?: number): Promise<TestRun> {
  const outcomes: TestOutcome[] = [];
  const io = {
    read: (testFile: string, p: string) => readFileSync(resolve(dirname(testFile), p), 'utf8'),
    baseName: (p: string) => basename(p),
    run: (req: Parameters<RunFn>[0]) => run(budget && !req.budget ? { ...req, budget } : req),
  };
  for (const file of findTestFiles(paths)) {
    let cases;
    try {
      cases = parseTestFile(readFileSync(file, 'utf8'), file);
    } catch (e) {
      outcomes.push({ file, name: '(file)', status: 'failed', failures: [(e as Error).message] });
      continue;
    }
    for (const c of cases) outcomes.push(await runTestCase(c, io));
  }
  const count = (s: TestOutcome['status']) => outcomes.filter((o) => o.status === s).length;
  return { outcomes, passed: count('passed'), failed: count('failed'), pending: count('pending') };
}
