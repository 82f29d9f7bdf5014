/*
 * A script's `.test.lsp` cases as the agent's saved tests (SessionTest): the case's call, inputs,
 * assertions, expectations, extra files and drawing, with the agent's code in place of the case's
 * script. A case that names no drawing runs on a new empty drawing, as `lispwright test` runs it.
 * Pending cases and Esc checks are left out (the gate judges runs by the verification rule).
 */
import { caseExpectations, type TestCase } from '../interpreter/runner/index.js';
import type { SessionTest } from './ports.js';

export interface SavedTestIo {
  /** a file named by the test file (relative to it) */
  read(testFile: string, path: string): string;
  baseName(path: string): string;
}

export function savedTests(cases: TestCase[], io: SavedTestIo): SessionTest[] {
  return cases
    .filter((c) => !c.pending)
    .map((c) => {
      const expect = caseExpectations(c);
      const drawing: SessionTest['drawing'] = !c.drawing
        ? 'empty'
        : c.drawing.startsWith('sample:')
          ? { kind: 'sample', name: c.drawing.slice(7) }
          : { kind: 'dxf', name: io.baseName(c.drawing), text: io.read(c.file, c.drawing) };
      return {
        name: c.name,
        source: `${io.baseName(c.file)}:${c.line}`,
        assertions: c.assertions,
        drawing,
        ...(c.call ? { call: c.call } : {}),
        ...(c.inputs.length ? { inputs: c.inputs } : {}),
        ...(Object.keys(expect).length ? { expect } : {}),
        ...(c.files.length ? { files: c.files.map((p) => ({ name: io.baseName(p), text: io.read(c.file, p) })) } : {}),
        ...(Object.keys(c.env).length ? { env: c.env } : {}),
        ...(c.budget ? { budget: c.budget } : {}),
      };
    });
}
