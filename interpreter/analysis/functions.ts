/*
 * The builtins Check Text knows: name and argument counts, as the interpreter registers them.
 * Check Text never builds this itself: the CLI and the agent pass the registry's table
 * (runner/builtin-table.ts), the editor the catalogue generated from the same tables
 * (assets/catalogue/functions.json).
 */
export interface FunctionSignature {
  /** lower case */
  name: string;
  min: number;
  /** Infinity for "or more" */
  max: number;
  /** quote, setq, if, defun... (checked by their own rules) */
  special?: boolean;
}

export interface FunctionTable {
  get(name: string): FunctionSignature | undefined;
  names(): Iterable<string>;
}

export function functionTable(entries: Iterable<{ name: string; min: number; max: number | null; special?: boolean; kind?: string }>): FunctionTable {
  const map = new Map<string, FunctionSignature>();
  for (const e of entries) {
    const name = e.name.toLowerCase();
    const sig: FunctionSignature = { name, min: e.min, max: e.max === null ? Infinity : e.max };
    if (e.special || e.kind === 'special-form') sig.special = true;
    map.set(name, sig);
  }
  return { get: (n) => map.get(n.toLowerCase()), names: () => map.keys() };
}
