/*
 * The shape of the builtin catalogue (assets/catalogue/functions.json): written by
 * scripts/catalogue/build.ts from the interpreter's registration tables, read by the renderer's
 * editor features. One declaration for both sides of that data contract.
 */
export interface CatalogueArg {
  name: string;
  optional: boolean;
  rest: boolean;
}

export interface CatalogueEntry {
  name: string;
  kind: 'function' | 'special-form';
  signature: string;
  args: CatalogueArg[];
  min: number;
  /** null for variadic */
  max: number | null;
  description: string;
  platform?: string;
  note?: string;
}
