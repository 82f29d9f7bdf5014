/*
 * The builtin catalogue (assets/catalogue/functions.json, generated from the interpreter's
 * registration tables by scripts/build-catalogue.ts) as a lookup for the editor's language
 * features.
 */
import data from '../../../assets/catalogue/functions.json';

import type { CatalogueEntry } from '../../../electron/shared/catalogue.js';

export type { CatalogueArg, CatalogueEntry } from '../../../electron/shared/catalogue.js';

export const CATALOGUE: readonly CatalogueEntry[] = (data as { functions: CatalogueEntry[] }).functions;

const byName = new Map(CATALOGUE.map((e) => [e.name, e]));

export const lookupBuiltin = (name: string): CatalogueEntry | undefined => byName.get(name.toLowerCase());

export const BUILTIN_NAMES: readonly string[] = CATALOGUE.map((e) => e.name);
export const SPECIAL_FORM_NAMES: readonly string[] = CATALOGUE.filter((e) => e.kind === 'special-form').map((e) => e.name);
