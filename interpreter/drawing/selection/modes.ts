/*
 * The ssget mode strings, once: what ssget accepts (selection methods, the ":" flags and the
 * prefixes) and what each means, for ssget's parser, Check Text and the editor's completion and
 * hover inside (ssget "..."). Meanings follow Autodesk's ssget reference (documented modes) and
 * Lee Mac's ssget reference (the undocumented A, B, "+." and :L), in our own words. `simulated`
 * says how far a run here follows it: flags that only change interactive picking are accepted and
 * change nothing a script can observe.
 */

export interface SsgetMode {
  /** as written after the optional "_" (W, CP, :S, +.) */
  code: string;
  kind: 'method' | 'flag' | 'prefix';
  /** short name (Window, Crossing polygon) */
  name: string;
  meaning: string;
  /** the arguments that follow the mode string */
  takes: string;
  /** methods: how many arguments come between the mode string and the filter list (pt1 pt2 = 2, pt-list = 1) */
  points?: 1 | 2;
  documented: boolean;
  /** how Lispwright's run treats it, when not exactly as AutoCAD */
  simulated?: string;
}

export const SSGET_MODES: readonly SsgetMode[] = [
  { code: 'W', kind: 'method', points: 2, name: 'Window', meaning: 'Objects entirely inside the rectangle pt1–pt2.', takes: 'pt1 pt2 [filter-list]', documented: true },
  { code: 'C', kind: 'method', points: 2, name: 'Crossing', meaning: 'Objects inside or crossing the rectangle pt1–pt2.', takes: 'pt1 pt2 [filter-list]', documented: true },
  { code: 'B', kind: 'method', points: 2, name: 'Box', meaning: 'The rectangle pt1–pt2 as Window when pt1 is left of pt2, as Crossing when it is right of it.', takes: 'pt1 pt2 [filter-list]', documented: false },
  { code: 'WP', kind: 'method', points: 1, name: 'Window polygon', meaning: 'Objects entirely inside the polygon through the points of pt-list.', takes: 'pt-list [filter-list]', documented: true },
  { code: 'CP', kind: 'method', points: 1, name: 'Crossing polygon', meaning: 'Objects inside or crossing the polygon through the points of pt-list.', takes: 'pt-list [filter-list]', documented: true },
  { code: 'F', kind: 'method', points: 1, name: 'Fence', meaning: 'Objects the open polyline through the points of pt-list crosses.', takes: 'pt-list [filter-list]', documented: true },
  { code: 'X', kind: 'method', name: 'Entire database', meaning: 'Every object of the drawing, in every space, whatever the state of its layer (usually with a filter-list).', takes: '[filter-list]', documented: true },
  { code: 'A', kind: 'method', name: 'All', meaning: 'Every object of the current space except those on frozen layers, like X without them.', takes: '[filter-list]', documented: false, simulated: 'also skips locked layers' },
  { code: 'L', kind: 'method', name: 'Last', meaning: 'The last visible object added to the drawing.', takes: '[filter-list]', documented: true },
  { code: 'P', kind: 'method', name: 'Previous', meaning: 'The last selection set made.', takes: '[filter-list]', documented: true },
  { code: 'I', kind: 'method', name: 'Implied', meaning: 'The objects selected before the command started (PICKFIRST).', takes: '[filter-list]', documented: true },
  { code: ':S', kind: 'flag', name: 'Single', meaning: 'Single selection: one pick or window, then ssget returns.', takes: '', documented: true, simulated: 'accepted; a scripted answer gives the whole set' },
  { code: ':E', kind: 'flag', name: 'Everything in aperture', meaning: 'Everything within the pickbox of the pick, not only the topmost object.', takes: '', documented: true, simulated: 'accepted; no effect on a scripted run' },
  { code: ':L', kind: 'flag', name: 'Unlocked layers', meaning: 'Rejects objects on locked layers.', takes: '', documented: false },
  { code: ':N', kind: 'flag', name: 'Nested', meaning: 'Records nested entities and their transformation matrices for ssnamex.', takes: '', documented: true, simulated: 'accepted; ssnamex reports the main entities' },
  { code: ':D', kind: 'flag', name: 'Duplicates', meaning: 'Lets the same object be selected more than once.', takes: '', documented: true, simulated: 'accepted; no effect on a scripted run' },
  { code: ':U', kind: 'flag', name: 'Subentities allowed', meaning: 'Allows subentity selection with Ctrl (interactive selections only).', takes: '', documented: true, simulated: 'accepted; no effect on a scripted run' },
  { code: ':V', kind: 'flag', name: 'Subentities forced', meaning: 'Treats every interactive selection as a subentity selection.', takes: '', documented: true, simulated: 'accepted; no effect on a scripted run' },
  { code: ':R', kind: 'flag', name: 'Long transaction', meaning: 'Allows entities in a long transaction (reference editing) to be selected.', takes: '', documented: true, simulated: 'accepted; no effect on a scripted run' },
  { code: ':A', kind: 'flag', name: ':A', meaning: 'Accepted by ssget; it changes nothing a script can observe.', takes: '', documented: false },
  { code: ':K', kind: 'flag', name: ':K', meaning: 'Accepted by ssget; it changes nothing a script can observe.', takes: '', documented: false },
  { code: '_', kind: 'prefix', name: 'Non-localised', meaning: 'Prefix: the English mode name, whatever the language of AutoCAD ("_X", "_W").', takes: '', documented: true },
  { code: '+.', kind: 'prefix', name: 'Point mode', meaning: 'Prefix: stays in point-picking mode (no implied window); "_+.:E:S" picks like entsel.', takes: '', documented: false, simulated: 'accepted; no effect on a scripted run' },
];

/** Selection methods ssget accepts ('' = interactive or a pick point). */
export const SSGET_METHODS: ReadonlySet<string> = new Set(['', ...SSGET_MODES.filter((m) => m.kind === 'method').map((m) => m.code)]);

/** The letters ssget accepts after ':' (S, E, L ...). */
export const SSGET_FLAGS: ReadonlySet<string> = new Set(SSGET_MODES.filter((m) => m.kind === 'flag').map((m) => m.code.slice(1)));

/**
 * A mode string taken apart as ssget reads it: upper-cased, the "_" and "+." prefixes dropped,
 * the method before the first ":" and the flag letters after it (validity is the caller's question).
 */
export function splitSsgetMode(text: string): { main: string; flags: string[] } {
  let s = text.trim().toUpperCase();
  if (s.startsWith('_')) s = s.slice(1);
  const parts = s.split(':');
  let main = parts[0]!;
  if (main.startsWith('+.')) main = main.slice(2);
  if (main.startsWith('_')) main = main.slice(1);
  return { main, flags: parts.slice(1) };
}

/** How many arguments a method takes before its filter list (0 for X, L, P, I, A and unknown ones). */
export function ssgetPointArgs(method: string): number {
  return SSGET_MODES.find((m) => m.kind === 'method' && m.code === method)?.points ?? 0;
}
