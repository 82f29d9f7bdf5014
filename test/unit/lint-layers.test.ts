/*
 * The import rules of eslint.config.js fail on files that break them: each case lints a small
 * in-memory file at a path inside the tree (ESLint's Node API, the project's own config).
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/samples.js';

const eslint = new ESLint({ cwd: repoRoot });

async function problems(filePath: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('interpreter/ layer order', () => {
  const up: Array<[string, string, string]> = [
    ['interpreter/core/fixture.ts', "import type { Interp } from '../eval/interp.js';\nexport type X = Interp;\n", 'core/ may not import interpreter/eval/'],
    ['interpreter/core/fixture.ts', "export type F = import('../eval/interp.js').Interp;\n", 'core/ may not import interpreter/eval/'],
    ['interpreter/eval/fixture.ts', "import { DefaultSysvars } from '../drawing/sysvars.js';\nexport const s = new DefaultSysvars();\n", 'eval/ may not import interpreter/drawing/'],
    ['interpreter/drawing/fixture.ts', "import type { RunResult } from '../runner/contract.js';\nexport type R = RunResult;\n", 'drawing/ may not import interpreter/runner/'],
    ['interpreter/drawing/selection/fixture.ts', "export { runBuiltins } from '../../runner/families.js';\n", 'drawing/ may not import interpreter/runner/'],
    ['interpreter/builtins/fixture.ts', "import { Interp } from '../eval/interp.js';\nexport const i = new Interp();\n", 'builtins/ may not import interpreter/eval/'],
    ['interpreter/ports/fixture.ts', "import type { Drawing } from '../drawing/drawing.js';\nexport type D = Drawing;\n", 'ports/ may not import interpreter/drawing/'],
    ['interpreter/runner/fixture.ts', "import { createRunnerPool } from '../worker/pool.js';\nexport const p = createRunnerPool;\n", 'runner/ may not import interpreter/worker/'],
  ];
  for (const [file, text, message] of up)
    it(`${file}: ${message}`, async () => {
      expect(await problems(file, text)).toEqual([expect.stringContaining(`lispwright/layer-order: interpreter/${message}`)]);
    });

  it('imports down the layers are fine', async () => {
    expect(await problems('interpreter/drawing/fixture.ts', "import type { DrawingPort } from '../ports/drawing.js';\nimport { raise } from '../core/errors.js';\nexport type P = DrawingPort;\nexport const r = raise;\n")).toEqual([]);
    expect(await problems('interpreter/runner/fixture.ts', "import { Interp } from '../eval/interp.js';\nexport const i = new Interp();\n")).toEqual([]);
  });

  it('a new interpreter/ folder must be given a layer', async () => {
    expect(await problems('interpreter/nowhere/fixture.ts', 'export const x = 1;\n')).toEqual([expect.stringContaining('interpreter/nowhere/ has no place in INTERPRETER_LAYERS')]);
  });
});

describe('the agent\'s event types: imported by type only, by the contract and the renderer', () => {
  const typeImport = "import type { AgentEvent } from '../../agent/events.js';\nexport type E = AgentEvent;\n";
  const valueImport = "import { AgentEvent } from '../../agent/events.js';\nexport const e = AgentEvent;\n";
  const otherAgentFile = "import type { AgentSessions } from '../../agent/session.js';\nexport type S = AgentSessions;\n";
  for (const file of ['renderer/chat/fixture.ts', 'electron/shared/fixture.ts']) {
    it(`${file}: a type import of agent/events is fine`, async () => expect(await problems(file, typeImport)).toEqual([]));
    it(`${file}: a value import of agent/events fails`, async () =>
      expect(await problems(file, valueImport)).toEqual([expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*with `import type` only/)]));
    it(`${file}: any other agent/ file fails, even as a type`, async () =>
      expect(await problems(file, otherAgentFile)).toEqual([expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: /)]));
  }
});
