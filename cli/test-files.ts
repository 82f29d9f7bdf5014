/*
 * `runTests(paths)`: find *.test.lsp files (in folders, recursively), parse them and run every
 * case in-process. Paths inside a test file are relative to that file.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { parseTestFile, runTestCase, type TestOutcome } from '../interpreter/runner/test-cases.js';
import { runRequest, type RunnerDeps } from '../interpreter/runner/run-request.js';
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

export interface TestRun {
  outcomes: TestOutcome[];
  passed: number;
  failed: number;
  pending: number;
}

export async function runTests(paths: string[], deps: RunnerDeps = cliDeps(), budget?: number): Promise<TestRun> {
  const outcomes: TestOutcome[] = [];
  const io = {
    read: (testFile: string, p: string) => readFileSync(resolve(dirname(testFile), p), 'utf8'),
    baseName: (p: string) => basename(p),
    run: (req: Parameters<typeof runRequest>[0]) => runRequest(budget && !req.budget ? { ...req, budget } : req, deps),
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
