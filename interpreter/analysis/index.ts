/* Check Text's public face (exported through interpreter/index.ts). */
export { checkFiles, checkText, isEarmuffed, isMeantGlobal, type CheckOptions, type DefunReport, type Diagnostic, type FileCheck, type SourceText } from './check.js';
export { functionTable, type FunctionSignature, type FunctionTable } from './functions.js';
export { parseCheckConfig, RULES, RULE_IDS, type RuleId, type RuleSettings, type Severity } from './rules.js';
export { countBySeverity, defunReport, formatDiagnostic, vlideStatistics } from './report.js';
export { closestNames, editDistance } from './suggest.js';
