/*
 * ERRNO: the failing drawing functions record a code here and leave it alone on success, as
 * AutoCAD does (its ERRNO reference: "not always cleared to zero").
 */
import type { SysvarStore } from '../core/context.js';

interface RawSettable {
  setRaw?(name: string, value: number): void;
}

export function setErrno(sysvars: SysvarStore, code: number): void {
  const raw = sysvars as SysvarStore & RawSettable;
  if (typeof raw.setRaw === 'function') raw.setRaw('ERRNO', code);
  else if (sysvars.get('ERRNO') !== undefined) sysvars.set('ERRNO', code);
}
