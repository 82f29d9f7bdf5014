/*
 * The runner's public API (pure: no Node imports). The worker pool lives in interpreter/worker/
 * (Node only): createRunnerPool(opts).run(req, { signal }).
 */
export * from './contract.js';
export type { DrawingFactory, DrawingPort, DrawingState } from './drawing-port.js';
export type { InputPort } from './input-port.js';
export { runRequest, runRequestDetailed, ASSERTION_BUDGET, type RunnerDeps, type RunOutcome } from './run-request.js';
export { escCheck, formatEscCheck, type RunFn } from './esc-check.js';
export { parseTestFile, runTestCase, caseRequest, type TestCase, type TestOutcome, type CaseIo } from './test-cases.js';
export { codeHashOf, sha256Hex } from './sha256.js';
export { RUNNER_FAMILIES } from './builtins/index.js';
export { COMMAND_FALLBACKS } from './builtins/sandbox.js';
export { ROOT as SANDBOX_ROOT } from './vfs.js';
export { builtinFunctionTable, extraBuiltinTables } from './builtin-table.js';
