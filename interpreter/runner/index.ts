/*
 * The runner's public API (pure: no Node imports). The worker pool lives in interpreter/worker/
 * (Node only): createRunnerPool(opts).run(req, { signal }).
 */
export * from './contract.js';
export type { DrawingFactory, DrawingPort } from '../ports/drawing.js';
export type { DrawingState } from '../ports/snapshot.js';
export type { InputPort } from '../ports/input.js';
export type { BlockGeometry, LayerState, SelectableEntity, SelectionSource } from '../ports/selection.js';
export { runRequest, runRequestDetailed, ASSERTION_BUDGET, type RunnerDeps, type RunOutcome } from './run-request.js';
export { withSnapshots, applySnapshotDelta, snapshotDelta, type SnapshotDelta } from './snapshot-delta.js';
export { escCheck, formatEscCheck, type RunFn } from './esc-check.js';
export { parseTestFile, formatTestFile, runTestCase, caseRequest, caseExpectations, type TestCase, type TestOutcome, type CaseIo } from './test-cases.js';
export { sha256Hex } from './sha256.js';
export { codeHashInput, codeHashOf } from './code-hash.js';
export { BUILTIN_FAMILIES, runBuiltins, type BuiltinFamily, type RunBuiltinsOptions } from './families.js';
export { ROOT as SANDBOX_ROOT } from './vfs.js';
export { validateRunRequest, RequestError, MAX_BUDGET } from './validate.js';
export {
  formatProject, normalizeName, parseProject, preloadsFor, projectKey, projectRequest, scriptSettings, testFileFor,
  PROJECT_FILE, ProjectError, type Project, type ProjectRunInput, type ScriptSettings,
} from './project.js';
export { verifyRun, verificationProblems, verificationLines, definedCommands, commandsNamedIn, CONDITION_LABELS, type VerifyRequest, type DefinedCommand } from './verification.js';
export { parseEffect, effectJson, type ParsedEffect } from './effect.js';
export { checkEffect } from './effect-check.js';
export { describeEffect, describeDiff } from './effect-words.js';
export { screenFiles, screenText, findingText } from './screening.js';
export { SELF_CHANGING_SYSVARS } from '../drawing/sysvar-table.js';
export { HEADER_MARK, HEADER_END, SIDECAR_SUFFIX, CASE_FORMAT, codeSha256, sidecarPath, formatHeader, exportText, parseExport, parseSidecar, caseRunRequest, buildCase, sidecarText, type VerifiedCase, type ParsedExport, type CaseParts } from './verified-export.js';
export { builtinFunctionTable } from './builtin-table.js';
