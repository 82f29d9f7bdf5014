/*
 * The interpreter's public API. Hosts (runner, CLI, agent, renderer diagnostics) import from here
 * and never from the folders below.
 */
export { Interp, DEFAULT_BUDGET, DEFAULT_MAX_DEPTH, wasHandledByUser, type InterpOptions, type EvalOutcome } from './eval/interp.js';
export type { Ctx, SysvarStore } from './core/context.js';
export { readAll, isCompleteInput } from './reader/reader.js';
export { LispError, type Frame, type ErrorKind } from './core/errors.js';
export { MESSAGES, formatMessage } from './core/messages.js';
export type { Span } from './core/span.js';
export { prin1, princ, formatReal } from './core/printer.js';
export * from './core/values.js';
export { LANGUAGE_CORE } from './builtins/index.js';
export type { BuiltinDef } from './builtins/registry.js';
export { docSignature, docSummary } from './builtins/registry.js';
export { compileGlob, compileWcmatch } from './builtins/wcmatch.js';
export { stageOf } from './runner/result.js';
export * from './analysis/index.js';
export { sysvarInfo, type SysvarInfo } from './drawing/sysvar-info.js';
// The group-code type table (which codes are reals, ints, points, handles), for snapshot readers.
export { codeType, groupCodeMeanings, groupCodeName, isIntCode, isPointCode, isPointerCode, isRealCode, type CodeType } from './drawing/model/group-codes.js';
export { SSGET_MODES, type SsgetMode } from './drawing/selection/modes.js';
// The code-hash rule, for hosts that hash with their own sha-256 (the renderer's WebCrypto).
export { codeHashInput } from './runner/code-hash.js';
export { withSnapshots, applySnapshotDelta, type SnapshotDelta } from './runner/snapshot-delta.js';
// A snapshot as lines of JSON (the host sends a large drawing's so; the page reads it between frames).
export { snapshotLines, readSnapshotLines, SnapshotLinesReader } from './ports/snapshot-lines.js';
// The AutoCAD Color Index palette (the renderer draws with it; ActiveX TrueColor reads it).
export { ACI_RGB, nearestAci } from './drawing/model/aci.js';
// The ActiveX catalogue (generated from Autodesk's object-model data), for the editor and the agent.
export { catalogueFunctions as activexFunctions, catalogueMembers as activexMembers, functionOwners as activexOwners, CATALOGUE_SOURCE as ACTIVEX_SOURCE } from './drawing/activex/catalogue.js';
// The DCL reader and layout, for the workbench's dialog preview.
export { previewDcl, type DclPreview } from './dialogs/preview.js';
// What an entity count counts, once (the drawing picker, the canvas, the agent).
export { countedEntities, entityCountOf, ENTITY_COUNT_MEANING, SUB_ENTITIES } from './ports/snapshot.js';
// Projects (lispwright.json) and test files (.test.lsp), pure: the workbench builds its runs with them.
export {
  formatProject, normalizeName, parseProject, preloadsFor, projectKey, projectRequest, scriptSettings, testFileFor,
  PROJECT_FILE, ProjectError, type Project, type ProjectRunInput, type ScriptSettings,
} from './runner/project.js';
export { parseTestFile, formatTestFile, runTestCase, caseRequest, type TestCase, type TestOutcome, type CaseIo } from './runner/test-cases.js';
export { escCheck, formatEscCheck } from './runner/esc-check.js';
// The ActiveX properties of one entity, for the workbench's inspector.
export { activexView, type ActiveXView } from './drawing/activex/inspect.js';
// The verification rule and its words, for the workbench's badge, effect editor and export gate.
export { verifyRun, verificationLines, verificationProblems, CONDITION_LABELS } from './runner/verification.js';
export { parseEffect, effectJson } from './runner/effect.js';
export { describeEffect, describeDiff } from './runner/effect-words.js';
export { findingText } from './runner/screening.js';
