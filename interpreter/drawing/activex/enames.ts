/*
 * A VLA-object standing for a database record, as the ename functions that also take objects
 * (vlax-curve-*, vlr-object-reactor owners) need it.
 */
import { raiseBadArg } from '../../core/errors.js';
import type { Ename, VlaObject } from '../../core/values.js';
import type { Drawing } from '../drawing.js';
import { targetOf } from './model.js';

/** The ename of a database object; anything else (a released object, the Application) is a bad argument. */
export function enameOfObject(d: Drawing, o: VlaObject): Ename {
  const t = targetOf(o);
  if (!t || !t.handle || o.released) return raiseBadArg('lentityp', o);
  return d.db.ename(t.handle);
}
