/*
 * osnap: the snap point of an object found within the aperture around a point (curves/snap.ts,
 * shared with the command line's running snaps). Modes (any of them, comma-separated, with or
 * without "_"): END MID CEN QUA NEA NOD INS INT; other modes (PER, TAN...) find nothing.
 * Points are taken and returned in WCS (Lispwright's UCS is the WCS unless a script changes it).
 */
import { argPoint, argString } from '../../builtins/assert.js';
import { defineBuiltins } from '../../builtins/registry.js';
import { list, Real, type Value } from '../../core/values.js';
import type { Ctx } from '../../core/context.js';
import { aperture, modesIn, snapPoint } from '../geometry/snap.js';
import { drawingOf } from '../drawing.js';

function osnap(args: Value[], ctx: Ctx): Value {
  const p = argPoint(args[0]!);
  const modes = modesIn(argString(args[1]!));
  if (modes.length === 0) return null;
  const b = snapPoint(drawingOf(ctx), [p[0]!, p[1]!, p[2] ?? 0], modes, aperture(ctx.sysvars));
  return b ? list([new Real(b[0]), new Real(b[1]), new Real(b[2])]) : null;
}

export const OSNAP_BUILTINS = defineBuiltins([
  { name: 'osnap', min: 2, max: 2, doc: '(osnap point modes) — The snap point ("_end,_mid"...) of the object under the aperture at point, or nil.', fn: osnap },
]);
