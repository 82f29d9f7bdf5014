/* The drawing-database builtin families (the selection helper's families are added in port.ts). */
import type { BuiltinDef } from '../../builtins/registry.js';
import { COMMAND_BUILTINS } from './commands.js';
import { CURVE_BUILTINS } from './curves.js';
import { DICT_BUILTINS } from './dicts.js';
import { ENTITY_BUILTINS } from './entities.js';
import { MENUCMD_BUILTINS } from './menucmd.js';
import { OSNAP_BUILTINS } from './osnap.js';
import { REACTOR_BUILTINS } from '../reactors/builtins.js';
import { TABLE_BUILTINS } from './tables.js';
import { XDATA_BUILTINS } from './xdata.js';

export const DRAWING_FAMILIES: ReadonlyArray<readonly BuiltinDef[]> = [ENTITY_BUILTINS, TABLE_BUILTINS, DICT_BUILTINS, XDATA_BUILTINS, CURVE_BUILTINS, COMMAND_BUILTINS, OSNAP_BUILTINS, MENUCMD_BUILTINS, REACTOR_BUILTINS];
