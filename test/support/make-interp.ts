/*
 * The one place tests build an interpreter, so conformance cases see the same builtins as real
 * runs. Drawing and runner families get plugged in here as they arrive.
 */
import { Interp, type InterpOptions } from '../../interpreter/index.js';

export function makeTestInterp(opts: InterpOptions & { output?: { text: string } } = {}): Interp {
  const sink = opts.output ?? { text: '' };
  return new Interp({ write: (t) => (sink.text += t), ...opts });
}
