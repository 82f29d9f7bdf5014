/*
 * The runner's builtin families (scripted input, sandboxed files, sandbox refusals, DCL dialogs,
 * grread), collected.
 * runRequest adds them after the drawing's families; command/command-s/vl-cmdf are wrapped by
 * the shell guard separately (sandbox.ts guardCommand) so the drawing's own versions still run.
 */
import type { BuiltinDef } from '../../builtins/registry.js';
import { DIALOG_BUILTINS } from '../../dialogs/builtins.js';
import { FILE_BUILTINS } from './files.js';
import { GRREAD_BUILTINS } from './grread.js';
import { INPUT_BUILTINS } from './input.js';
import { PICK_BUILTINS } from './picks.js';
import { POINT_INPUT_BUILTINS } from './points.js';
import { SANDBOX_BUILTINS } from './sandbox.js';
import { VL_FILE_BUILTINS } from './vl-files.js';

export const RUNNER_FAMILIES: ReadonlyArray<readonly BuiltinDef[]> = [
  INPUT_BUILTINS,
  POINT_INPUT_BUILTINS,
  PICK_BUILTINS,
  FILE_BUILTINS,
  VL_FILE_BUILTINS,
  SANDBOX_BUILTINS,
  DIALOG_BUILTINS,
  GRREAD_BUILTINS,
];
