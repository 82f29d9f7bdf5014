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
  /** a constant is a symbol standing for a value (acByLayer, vlax-vbDouble, :vlax-true) */
  kind: 'function' | 'special-form' | 'constant';
  signature: string;
  args: CatalogueArg[];
  min: number;
  /** null for variadic */
  max: number | null;
  description: string;
  platform?: string;
  note?: string;
}

/** An ActiveX property or method, for completion and hover of 'Name in vlax-get / vlax-invoke calls. */
export interface ActiveXMember {
  /** as the type library spells it (StartPoint) */
  name: string;
  kind: 'property' | 'method';
  description: string;
  /** the classes that have it (catalogue ids: Line, LWPolyline ...) */
  classes: string[];
  /** for a property: the classes where it is read-only */
  readOnlyOn?: string[];
}

/** The catalogue file: the builtins and the ActiveX members. */
export interface CatalogueFile {
  generatedBy: string;
  functions: CatalogueEntry[];
  activex: { source: string; members: ActiveXMember[] };
}
