/*
 * The one place tests build an interpreter, so conformance cases see the same builtins as real
 * runs: the builtin registry's tables (interpreter/runner/families.ts). Every test interpreter gets
 * a drawing (a fresh empty one by default, or the given DXF text / port) with its services and
 * sysvar store; pass `drawing: false` for none (the drawing families are then left out, as in a
 * run without one). Scripted input, the sandboxed files and the sandbox state are the runner's
 * per-run services and are not set up here: without them input functions answer as Enter.
 */
import { Interp, type InterpOptions } from '../../interpreter/index.js';
import { emptyDrawing, openDxf, type DrawingPortImpl } from '../../interpreter/drawing/index.js';
import { runBuiltins } from '../../interpreter/runner/index.js';

export interface TestInterpOptions extends InterpOptions {
  output?: { text: string };
  /** true (default): an empty drawing; a string: DXF text to load; a port; false: no drawing */
  drawing?: boolean | string | DrawingPortImpl;
}

export function makeTestInterp(opts: TestInterpOptions = {}): Interp {
  const sink = opts.output ?? { text: '' };
  const { drawing = true, ...rest } = opts;
  const port = drawing === false ? undefined : drawing === true ? emptyDrawing() : typeof drawing === 'string' ? openDxf(drawing, 'test.dxf') : drawing;
  return new Interp({
    write: (t) => (sink.text += t),
    builtins: runBuiltins({ drawing: port ? 'database' : false }),
    ...rest,
    ...(port ? { sysvars: rest.sysvars ?? port.sysvars, services: { ...port.services(), ...rest.services } } : {}),
  });
}
