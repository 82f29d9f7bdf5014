/*
 * The one place tests build an interpreter, so conformance cases see the same builtins as real
 * runs. Every test interpreter gets a drawing (a fresh empty one by default, or the given DXF text /
 * port) with the drawing builtin families and its sysvar store; pass `drawing: false` for none.
 */
import { Interp, type InterpOptions } from '../../interpreter/index.js';
import { emptyDrawing, openDxf, type DrawingPortImpl } from '../../interpreter/drawing/index.js';

export interface TestInterpOptions extends InterpOptions {
  output?: { text: string };
  /** true (default): an empty drawing; a string: DXF text to load; a port; false: no drawing */
  drawing?: boolean | string | DrawingPortImpl;
}

export function makeTestInterp(opts: TestInterpOptions = {}): Interp {
  const sink = opts.output ?? { text: '' };
  const { drawing = true, ...rest } = opts;
  const port = drawing === false ? undefined : drawing === true ? emptyDrawing() : typeof drawing === 'string' ? openDxf(drawing, 'test.dxf') : drawing;
  const extra = [...(rest.extraBuiltins ?? []), ...(port ? port.builtins : [])];
  return new Interp({
    write: (t) => (sink.text += t),
    ...rest,
    ...(port ? { sysvars: rest.sysvars ?? port.sysvars, services: { ...port.services(), ...rest.services } } : {}),
    extraBuiltins: extra,
  });
}
