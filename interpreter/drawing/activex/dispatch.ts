/*
 * Reaching a member by name, the one path every vla- function and vlax-get-property/-put-property/
 * -invoke-method/vlax-get/-put/-invoke takes. The catalogue says whether the class has the member
 * (and whether a property is writable); the class implementation says how. AutoCAD's answers:
 *   a name the object does not have       → ActiveX Server returned the error: unknown name: X
 *   writing a read-only property          → ActiveX Server returned an error: Member not found
 *   an object that was released           → bad argument type: VLA-OBJECT #<VLA-OBJECT ...>
 * A member AutoCAD has that Lispwright does not model says so in its own words (axNotSimulated).
 */
import { raise, raiseBadArg } from '../../core/errors.js';
import { VlaObject, type Value } from '../../core/values.js';
import { lispify } from './convert.js';
import { targetOf, type AxStyle, type AxTarget } from './model.js';

/** The live target of a VLA-object argument; nil and other values are AutoCAD's bad argument. */
export function argTarget(v: Value): AxTarget {
  if (v instanceof VlaObject && !v.released) {
    const t = targetOf(v);
    if (t) return t;
  }
  return raiseBadArg('VLA-OBJECT', v);
}

/** The member name a call spelled ('Layer from a quoted symbol prints upper case, as AutoCAD echoes it). */
export function memberArg(v: Value): string {
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object' && 'name' in v && typeof (v as { name: unknown }).name === 'string') return (v as { name: string }).name;
  return raiseBadArg('symbolp', v);
}

export function getProperty(t: AxTarget, name: string, style: AxStyle, args: readonly Value[] = []): Value {
  const key = name.toLowerCase();
  const g = t.cls.get[key];
  if (!g) {
    if (t.cls.catalogue.props.has(key)) return raise('axNotSimulated', t.cls.catalogue.props.get(key)!, t.cls.iface);
    return raise('axUnknownName', name);
  }
  const v = g(t, args);
  return style === 'lisp' ? lispify(v) : v;
}

export function putProperty(t: AxTarget, name: string, value: Value, style: AxStyle, args: readonly Value[] = []): Value {
  const key = name.toLowerCase();
  const cat = t.cls.catalogue;
  if (!cat.props.has(key)) return raise('axUnknownName', name);
  if (!cat.writable.has(key)) return raise('axServerError', 'Member not found');
  const p = t.cls.put[key];
  if (!p) return raise('axNotSimulated', cat.props.get(key)!, t.cls.iface);
  p(t, value, style, args);
  return null;
}

export function invokeMethod(t: AxTarget, name: string, args: readonly Value[], style: AxStyle): Value {
  const key = name.toLowerCase();
  const m = t.cls.call[key];
  if (!m) {
    if (t.cls.catalogue.methods.has(key)) return raise('axNotSimulated', t.cls.catalogue.methods.get(key)!, t.cls.iface);
    return raise('axUnknownName', name);
  }
  const v = m(t, args, style);
  return style === 'lisp' ? lispify(v) : v;
}

/** vlax-property-available-p: the class has it (and, asked, it can be written). */
export function hasProperty(t: AxTarget, name: string, writable: boolean): boolean {
  const key = name.toLowerCase();
  return t.cls.catalogue.props.has(key) && (!writable || t.cls.catalogue.writable.has(key));
}

export const hasMethod = (t: AxTarget, name: string): boolean => t.cls.catalogue.methods.has(name.toLowerCase());
