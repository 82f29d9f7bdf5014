/*
 * Turning a request's DrawingSource into a DrawingPort. Samples and host snapshots are resolved
 * by the caller (the host knows where sample DXFs live and which drawings it holds).
 */
import type { DrawingSource } from './contract.js';
import type { DrawingFactory, DrawingPort } from '../ports/drawing.js';

export interface DrawingResolvers {
  drawings?: DrawingFactory;
  /** DXF text of a named sample drawing */
  resolveSample?: (name: string) => string | undefined;
  /** a drawing the host holds, by id: a port, or its serialized bytes */
  resolveSnapshot?: (id: string) => DrawingPort | Uint8Array | undefined;
}

/** The port for a source, or undefined when the request has no drawing and no factory exists. Throws Error with a reason. */
export function openDrawing(src: DrawingSource | undefined, r: DrawingResolvers): DrawingPort | undefined {
  const f = r.drawings;
  const kind = src?.kind ?? 'empty';
  if (kind === 'empty') return f?.empty();
  if (!f) throw new Error('no drawing database is available in this host');
  switch (src?.kind) {
    case 'dxf':
      return f.fromDxf(src.text, src.name);
    case 'sample': {
      const text = r.resolveSample?.(src.name);
      if (text === undefined) throw new Error(`no sample drawing named ${JSON.stringify(src.name)}`);
      return f.fromDxf(text, src.name);
    }
    case 'snapshot': {
      const d = r.resolveSnapshot?.(src.id);
      if (d === undefined) throw new Error(`no drawing with id ${JSON.stringify(src.id)}`);
      return d instanceof Uint8Array ? f.deserialize(d) : f.deserialize(d.serialize());
    }
    default:
      return f.empty();
  }
}
