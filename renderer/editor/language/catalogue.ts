/*
 * The builtin catalogue (assets/catalogue/functions.json, generated from the interpreter's
 * registration tables by scripts/build-catalogue.ts) as a lookup for the editor's language
 * features.
 */
import data from '../../../assets/catalogue/functions.json';

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
  max: number | null;
  description: string;
  platform?: string;
  note?: string;
}

export const CATALOGUE: readonly CatalogueEntry[] = (data as { functions: CatalogueEntry[] }).functions;

const byName = new Map(CATALOGUE.map((e) => [e.name, e]));

export const lookupBuiltin = (name: string): CatalogueEntry | undefined => byName.get(name.toLowerCase());

export const BUILTIN_NAMES: readonly string[] = CATALOGUE.map((e) => e.name);
export const SPECIAL_FORM_NAMES: readonly string[] = CATALOGUE.filter((e) => e.kind === 'special-form').map((e) => e.name);
