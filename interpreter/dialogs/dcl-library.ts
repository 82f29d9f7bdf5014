/*
 * Loading a DCL file as load_dialog does: read it and its @include files, put their definitions
 * over the predefined tiles of base.dcl, and audit the result. Audit level 1 (the default)
 * finds errors that stop the file from loading (syntax, undefined tiles, circular prototypes,
 * redefined tiles); levels 2 and 3, chosen with `dcl_settings : default_dcl_settings
 * { audit_level = N; }`, add warnings (attribute values of the wrong type, active tiles without
 * a key) and hints (an attribute given twice), which are reported but do not stop the load.
 */
import { MESSAGES } from '../core/messages.js';
import { BASE_DCL, BASE_DCL_NAME } from './base-dcl.js';
import type { DclChild, DclDefinition, DclDiagnostic, DclFileAst, DclPos } from './dcl-ast.js';
import { parseDcl } from './dcl-parser.js';
import { attrTypeProblem, isPrimitive } from './tiles.js';

/** Where the loader reads files from (the run's sandbox, or the editor's open documents). */
export interface DclSource {
  read(path: string): string | undefined;
  /** the path of an @include name as seen from the including file, or undefined */
  resolveInclude(name: string, fromFile: string): string | undefined;
}

export interface DclLibrary {
  /** every definition visible to the file: base.dcl's, then the includes', then its own */
  defs: Map<string, DclDefinition>;
  /** names of the dialogs the file itself (and its includes) define, in order */
  dialogs: string[];
  diagnostics: DclDiagnostic[];
  auditLevel: number;
  /** false when an error (not a warning or hint) was found: load_dialog fails */
  ok: boolean;
}

let baseDefs: Map<string, DclDefinition> | undefined;

/** The predefined tiles (parsed once). */
export function baseDefinitions(): Map<string, DclDefinition> {
  if (!baseDefs) {
    const { ast, error } = parseDcl(BASE_DCL, BASE_DCL_NAME);
    if (error) throw new Error(`base.dcl: ${error.message} (line ${error.line})`);
    baseDefs = new Map(ast.definitions.map((d) => [d.name, d]));
  }
  return baseDefs;
}

export const isPredefined = (name: string): boolean => isPrimitive(name) || baseDefinitions().has(name);

const diag = (pos: DclPos, severity: DclDiagnostic['severity'], message: string): DclDiagnostic => ({ ...pos, severity, message });

/** Load `path` with its includes. Never throws. */
export function loadDclLibrary(path: string, src: DclSource): DclLibrary {
  const diagnostics: DclDiagnostic[] = [];
  const defs = new Map(baseDefinitions());
  const own: DclDefinition[] = [];
  const seenFiles = new Set<string>();

  const readFile = (file: string, text: string): void => {
    seenFiles.add(file.toLowerCase());
    const { ast, error } = parseDcl(text, file);
    for (const inc of ast.includes) includeFile(inc.file, inc.pos, file);
    addDefinitions(ast);
    if (error) diagnostics.push(error);
  };

  const includeFile = (name: string, pos: DclPos, from: string): void => {
    if (/^(.*[\\/])?acad(lt)?\.dcl$/i.test(name)) return void diagnostics.push(diag(pos, 'error', MESSAGES.dclIncludeAcad()));
    const found = src.resolveInclude(name, from);
    const text = found === undefined ? undefined : src.read(found);
    if (found === undefined || text === undefined) return void diagnostics.push(diag(pos, 'error', MESSAGES.dclIncludeNotFound(name)));
    if (seenFiles.has(found.toLowerCase())) return;
    readFile(found, text);
  };

  const addDefinitions = (ast: DclFileAst): void => {
    for (const d of ast.definitions) {
      if (isPredefined(d.name)) diagnostics.push(diag(d.pos, 'error', MESSAGES.dclPredefined(d.name)));
      else if (defs.has(d.name)) diagnostics.push(diag(d.pos, 'error', MESSAGES.dclRedefined(d.name)));
      else {
        defs.set(d.name, d);
        own.push(d);
      }
    }
  };

  const text = src.read(path);
  if (text !== undefined) readFile(path, text);

  const auditLevel = auditLevelOf(own);
  const lib: DclLibrary = { defs, dialogs: [], diagnostics, auditLevel, ok: true };
  for (const d of own) auditDefinition(lib, d);
  lib.dialogs = own.filter((d) => primitiveOf(lib, d.name) === 'dialog').map((d) => d.name);
  if (auditLevel === 0) lib.diagnostics = lib.diagnostics.filter((x) => x.message.startsWith('Syntax'));
  lib.ok = !lib.diagnostics.some((x) => x.severity === 'error');
  return lib;
}

function auditLevelOf(own: DclDefinition[]): number {
  for (const d of own) {
    if (!d.parents.includes('default_dcl_settings')) continue;
    const a = d.attrs.find((x) => x.name === 'audit_level');
    if (a && a.value.kind === 'number') return Math.max(0, Math.min(3, Math.trunc(a.value.num)));
  }
  return 1;
}

/** The primitive a named tile comes from ("button" for ok_button), or undefined (undefined/circular). */
export function primitiveOf(lib: Pick<DclLibrary, 'defs'>, name: string, seen: Set<string> = new Set()): string | undefined {
  if (isPrimitive(name)) return name;
  const d = lib.defs.get(name);
  if (!d || seen.has(name)) return undefined;
  seen.add(name);
  return primitiveOf(lib, d.parents[0] as string, seen);
}

/** Whether a named tile has children somewhere up its first-parent chain (a subassembly). */
export function isSubassembly(lib: Pick<DclLibrary, 'defs'>, name: string, seen: Set<string> = new Set()): boolean {
  const d = lib.defs.get(name);
  if (!d || seen.has(name)) return false;
  seen.add(name);
  return d.children.length > 0 || d.parents.some((p) => isSubassembly(lib, p, seen));
}

function auditDefinition(lib: DclLibrary, d: DclDefinition): void {
  const push = (pos: DclPos, severity: DclDiagnostic['severity'], message: string) => {
    const wanted = severity === 'error' ? 1 : severity === 'warning' ? 2 : 3;
    if (lib.auditLevel >= wanted) lib.diagnostics.push(diag(pos, severity, message));
  };
  for (const p of d.parents) {
    if (!isPrimitive(p) && !lib.defs.has(p)) push(d.pos, 'error', MESSAGES.dclUndefinedTile(p));
  }
  if (circular(lib, d.name)) push(d.pos, 'error', MESSAGES.dclCircular(d.name));
  auditBody(lib, d.attrs, d.children, primitiveOf(lib, d.name), push);
}

type Push = (pos: DclPos, severity: DclDiagnostic['severity'], message: string) => void;

function auditBody(lib: DclLibrary, attrs: DclDefinition['attrs'], children: DclChild[], prim: string | undefined, push: Push): void {
  const seen = new Set<string>();
  for (const a of attrs) {
    if (seen.has(a.name)) push(a.pos, 'hint', MESSAGES.dclDuplicateAttr(a.name));
    seen.add(a.name);
    const problem = attrTypeProblem(a.name, a.value);
    if (problem) push(a.pos, 'warning', MESSAGES.dclBadAttrValue(a.name, shownValue(a.value), problem));
  }
  const clusterLike = prim === undefined || prim === 'dialog' || prim === 'cluster' || prim === 'radio_cluster';
  if (children.length > 0 && !clusterLike) push(children[0]!.pos, 'error', MESSAGES.dclNotACluster(prim));
  for (const c of children) {
    const name = c.kind === 'ref' ? c.name : c.proto;
    if (!isPrimitive(name) && !lib.defs.has(name)) {
      push(c.pos, 'error', MESSAGES.dclUndefinedTile(name));
      continue;
    }
    const childPrim = primitiveOf(lib, name);
    if (c.kind === 'inline') {
      if (isSubassembly(lib, name) && (c.attrs.length > 0 || c.children.length > 0)) push(c.pos, 'error', MESSAGES.dclSubassemblyAsPrototype(name));
      auditBody(lib, c.attrs, c.children, childPrim, push);
    }
    if (childPrim && isActiveWithoutKey(lib, name, c)) push(c.pos, 'warning', MESSAGES.dclMissingKey(childPrim));
  }
}

const ACTIVE = new Set(['button', 'image_button', 'toggle', 'radio_button', 'list_box', 'edit_box', 'popup_list', 'slider']);

function isActiveWithoutKey(lib: DclLibrary, name: string, c: DclChild): boolean {
  const prim = primitiveOf(lib, name);
  if (!prim || !ACTIVE.has(prim)) return false;
  if (c.kind === 'inline' && c.attrs.some((a) => a.name === 'key')) return false;
  return !hasAttr(lib, name, 'key');
}

/** Whether a named tile defines `attr` itself or inherits it. */
export function hasAttr(lib: Pick<DclLibrary, 'defs'>, name: string, attr: string, seen: Set<string> = new Set()): boolean {
  const d = lib.defs.get(name);
  if (!d || seen.has(name)) return false;
  seen.add(name);
  return d.attrs.some((a) => a.name === attr) || d.parents.some((p) => hasAttr(lib, p, attr, seen));
}

function circular(lib: DclLibrary, name: string): boolean {
  const visiting = new Set<string>();
  const walk = (n: string): boolean => {
    if (visiting.has(n)) return true;
    const d = lib.defs.get(n);
    if (!d) return false;
    visiting.add(n);
    const found = d.parents.some(walk) || d.children.some((c) => c.kind === 'ref' && walk(c.name));
    visiting.delete(n);
    return found;
  };
  return walk(name);
}

const shownValue = (v: DclDefinition['attrs'][number]['value']): string => (v.kind === 'string' ? JSON.stringify(v.text) : v.text);

/** The acad.dce text for a library's diagnostics (empty when there are none). */
export function auditReport(lib: DclLibrary, shownPath: string): string {
  if (lib.diagnostics.length === 0) return '';
  const lines = [MESSAGES.dclAuditHeader(shownPath), ''];
  for (const d of lib.diagnostics) {
    const sev = d.severity === 'error' ? 'Error' : d.severity === 'warning' ? 'Warning' : 'Hint';
    lines.push(MESSAGES.dclDiagnosticLine(sev, d.file, d.line), `   ${d.message}`, '');
  }
  return lines.join('\r\n');
}
