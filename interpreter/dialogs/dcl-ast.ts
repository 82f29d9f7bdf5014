/*
 * The shapes a DCL file is read into. A file is a list of @include directives and tile
 * definitions; a definition names its parents (prototypes it inherits from) and holds attribute
 * assignments and children (references to other tiles, or inline `: proto { ... }` tiles).
 * Diagnostics are data, not exceptions: AutoCAD reports every problem it finds in a file (in
 * acad.dce) and a file with errors is simply not loaded.
 */

/** Where something is in a DCL file (1-based line and column). */
export interface DclPos {
  file: string;
  line: number;
  column: number;
}

/** An attribute value as written: a quoted string, a number, or a bare word (true, left, ...). */
export type AttrValue =
  | { kind: 'string'; text: string }
  | { kind: 'number'; text: string; num: number }
  | { kind: 'word'; text: string };

export interface DclAttr {
  name: string;
  value: AttrValue;
  pos: DclPos;
}

/** A child in a tile body: `name;` (reference) or `: proto { attributes children }` (inline). */
export type DclChild =
  | { kind: 'ref'; name: string; pos: DclPos }
  | { kind: 'inline'; proto: string; attrs: DclAttr[]; children: DclChild[]; pos: DclPos };

export interface DclDefinition {
  name: string;
  parents: string[];
  attrs: DclAttr[];
  children: DclChild[];
  pos: DclPos;
}

export interface DclInclude {
  file: string;
  pos: DclPos;
}

export interface DclFileAst {
  file: string;
  includes: DclInclude[];
  definitions: DclDefinition[];
}

export type DclSeverity = 'error' | 'warning' | 'hint';

export interface DclDiagnostic extends DclPos {
  severity: DclSeverity;
  message: string;
}

/** The text an attribute value stands for (strings unquoted, numbers and words as written). */
export const attrText = (v: AttrValue): string => v.text;
