/*
 * System variables. Placeholder table with the unit variables the language core reads; the
 * drawing-database work extends it to the full table (defaults, types, read-only rules).
 */
import { raise } from '../core/errors.js';
import { Real, type Value } from '../core/values.js';
import type { SysvarStore } from '../eval/context.js';

interface SysvarDef {
  name: string;
  value: Value;
  readOnly?: boolean;
}

const DEFAULTS: SysvarDef[] = [
  { name: 'LUNITS', value: 2 },
  { name: 'LUPREC', value: 4 },
  { name: 'AUNITS', value: 0 },
  { name: 'AUPREC', value: 0 },
  { name: 'DIMZIN', value: 0 },
  { name: 'UNITMODE', value: 0 },
  { name: 'ANGBASE', value: new Real(0) },
  { name: 'ANGDIR', value: 0 },
  { name: 'ERRNO', value: 0 },
  { name: 'ACADVER', value: '25.0s (LMS Tech)', readOnly: true },
];

export class DefaultSysvars implements SysvarStore {
  /** Set without validation (DXF HEADER loading); unknown names are kept. */
  setRaw(name: string, value: Value): void {
    this.values.set(name.toUpperCase(), value);
  }
  entries(): IterableIterator<[string, Value]> {
    return this.values.entries();
  }
  private readonly values = new Map<string, Value>();
  private readonly readOnly = new Set<string>();
  constructor() {
    for (const d of DEFAULTS) {
      this.values.set(d.name, d.value);
      if (d.readOnly) this.readOnly.add(d.name);
    }
  }
  get(name: string): Value | undefined {
    return this.values.get(name.toUpperCase());
  }
  set(name: string, value: Value): Value {
    const key = name.toUpperCase();
    if (!this.values.has(key) || this.readOnly.has(key)) return raise('customMessage', 'AutoCAD variable setting rejected: ' + JSON.stringify(name));
    this.values.set(key, value);
    return value;
  }
}
