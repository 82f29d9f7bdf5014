/*
 * -RENAME (and RENAME from a program):
 *   Enter object type to rename [Block/Dimstyle/LAyer/LType/Material/multileadeRstyle/Plotstyle/textStyle/Tablestyle/Ucs/VIew/VPort]:
 *   Enter old block name:   Enter new block name:      (layer, linetype, text style, ... alike)
 * Every reference follows the new name (drawing/symbols.ts). The standard entries keep their
 * names: layer 0, linetypes ByBlock/ByLayer/Continuous, layout blocks. A wrong old name or a
 * new name in use is said and the command ends.
 */
import { MESSAGES } from '../../core/messages.js';
import { validSymbolName } from '../checks.js';
import { findSymbol, renameSymbol, type SymbolKind } from '../symbols.js';
import { defineCommand } from './engine/command-def.js';

const KINDS: Readonly<Record<string, [SymbolKind, string, string]>> = {
  Block: ['BLOCK', 'block', 'Block'],
  Dimstyle: ['DIMSTYLE', 'dimension style', 'Dimension style'],
  LAyer: ['LAYER', 'layer', 'Layer'],
  LType: ['LTYPE', 'linetype', 'Linetype'],
  textStyle: ['STYLE', 'text style', 'Text style'],
  Ucs: ['UCS', 'UCS', 'UCS'],
  VIew: ['VIEW', 'view', 'View'],
  VPort: ['VPORT', 'viewport configuration', 'Viewport configuration'],
};
const FIXED = new Set(['LAYER:0', 'LTYPE:BYBLOCK', 'LTYPE:BYLAYER', 'LTYPE:CONTINUOUS', 'VPORT:*ACTIVE']);

export const RENAME = defineCommand({
  names: ['-RENAME', 'RENAME'],
  *run(io) {
    const a = yield* io.keyword('Enter object type to rename [Block/Dimstyle/LAyer/LType/Material/multileadeRstyle/Plotstyle/textStyle/Tablestyle/Ucs/VIew/VPort]: ');
    if (a.kind !== 'keyword') return;
    const k = KINDS[a.k];
    if (!k) return io.notSimulated(`-RENAME ${a.k}`);
    const [kind, word, Word] = k;
    const from = (yield* io.text(`Enter old ${word} name: `)).trim();
    if (!findSymbol(io.d, kind, from)) {
      io.complainText(MESSAGES.renameNotFound(Word, from));
      return;
    }
    const to = (yield* io.text(`Enter new ${word} name: `)).trim();
    if (FIXED.has(`${kind}:${from.toUpperCase()}`) || from.startsWith('*')) {
      io.complainText(MESSAGES.renameNotAllowed(from));
      return;
    }
    if (!validSymbolName(to)) {
      io.complainText(MESSAGES.blockInvalidName());
      return;
    }
    if (to.toUpperCase() !== from.toUpperCase() && findSymbol(io.d, kind, to)) {
      io.complainText(MESSAGES.renameExists(Word, to));
      return;
    }
    renameSymbol(io.d, kind, from, to);
  },
});
