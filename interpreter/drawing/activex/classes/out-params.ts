/*
 * Out-parameters: members like GetBoundingBox, GetXData, GetWidth and Utility.GetEntity take quoted
 * symbols and set them, as (set 'sym value) would. A vla- call stores the vla form (a bare
 * safearray, :vlax-true...), vlax-invoke the LISP form (a list, -1/0).
 */
import { raiseBadArg } from '../../../core/errors.js';
import { Sym, type Value } from '../../../core/values.js';
import { lispify } from '../convert.js';
import type { AxStyle, AxTarget } from '../model.js';

export function setOut(_t: AxTarget, target: Value, value: Value, style: AxStyle): void {
  if (!(target instanceof Sym)) return raiseBadArg('symbolp', target);
  target.value = style === 'lisp' ? lispify(value) : value;
}
