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
  /** Autodesk's reference facts (AutoLispExt's help data, Apache-2.0): the page's GUID, typed signature, types */
  reference?: CatalogueReference;
  /** a conformance case that calls it: code and prin1 of its value */
  example?: { code: string; result: string };
  /** a conformance case where it fails: code and the error message */
  error?: { code: string; result: string };
}

export interface CatalogueReference {
  /** help page: https://help.autodesk.com/view/OARX/<year>/ENU/?guid=GUID-<guid> */
  guid: string;
  /** Autodesk's signature, with types (? marks an optional argument) */
  signature?: string;
  /** argument name → Autodesk's type names, in order */
  args?: Array<[string, string]>;
  /** the result's type names */
  returns?: string;
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
