/*
 * The builtin catalogue (assets/catalogue/functions.json, generated from the interpreter's
 * registration tables by scripts/build-catalogue.ts) as a lookup for the editor's language
 * features.
 */
import data from '../../../assets/catalogue/functions.json';

import type { ActiveXMember, CatalogueEntry, CatalogueFile } from '../../../electron/shared/catalogue.js';

export type { ActiveXMember, CatalogueArg, CatalogueEntry } from '../../../electron/shared/catalogue.js';

export const CATALOGUE: readonly CatalogueEntry[] = (data as unknown as CatalogueFile).functions;

/** Every ActiveX property and method (for 'Name in vlax-get / vlax-invoke calls). */
export const ACTIVEX_MEMBERS: readonly ActiveXMember[] = (data as unknown as CatalogueFile).activex.members;

/** The members of a kind whose name is `name` (case-insensitive). */
export const lookupMember = (name: string, kind?: ActiveXMember['kind']): ActiveXMember[] =>
  ACTIVEX_MEMBERS.filter((m) => m.name.toLowerCase() === name.toLowerCase() && (!kind || m.kind === kind));

const byName = new Map(CATALOGUE.map((e) => [e.name, e]));

export const lookupBuiltin = (name: string): CatalogueEntry | undefined => byName.get(name.toLowerCase());

export const BUILTIN_NAMES: readonly string[] = CATALOGUE.map((e) => e.name);
export const SPECIAL_FORM_NAMES: readonly string[] = CATALOGUE.filter((e) => e.kind === 'special-form').map((e) => e.name);
