/*
 * Screen and menu functions that old and new drafter scripts call for effect only: switching
 * the text/graphics screen, dialog flags and help registration. Lispwright has no text screen,
 * so they check their arguments as AutoCAD does and return what AutoCAD returns (mostly nil).
 * The functions that draw on the graphics screen (redraw, grdraw, grvecs, grtext) are recorded by
 * the runner (runner/builtins/graphics.ts); menucmd with DIESEL and the DBMOD stack live with the
 * drawing (drawing/builtins/menucmd.ts, dbmod.ts).
 */
import type { Value } from '../core/values.js';
import { argInt, argString } from './assert.js';
import { defineBuiltins, type BuiltinDef } from './registry.js';

const nilFn = (name: string, doc: string, max = 0): BuiltinDef => ({ name, min: 0, max, doc: `(${name}) — ${doc}`, fn: () => null });
const opt = (v: Value | undefined, check: (v: Value) => unknown): void => {
  if (v !== undefined && v !== null) check(v);
};

export const DISPLAY_BUILTINS = defineBuiltins([
  nilFn('graphscr', 'Switches to the graphics screen; returns nil.'),
  nilFn('textscr', 'Switches to the text screen; returns nil.'),
  nilFn('textpage', 'Clears and shows the text screen; returns nil.'),
  nilFn('grclear', 'Clears the viewport (obsolete); returns nil.'),
  {
    name: 'initdia', min: 0, max: 1, doc: '(initdia [flag]) — Makes the next command show its dialog box; returns nil.',
    fn: ([f]) => {
      opt(f, argInt);
      return null;
    },
  },
  {
    name: 'setfunhelp', min: 1, max: 4, doc: '(setfunhelp "c:name" [helpfile [topic [command]]]) — Registers help for a command; returns its name.',
    fn: (args) => {
      for (const a of args) opt(a, argString);
      return args[0] as string;
    },
  },
  {
    name: 'getcname', min: 1, max: 1, doc: '(getcname cmd) — The global name of a command ("_LINE" for "LINE") or the local name of "_LINE".',
    fn: ([c]) => {
      const s = argString(c!);
      const bare = s.replace(/^[.]?_?[.]?/, '').toUpperCase();
      if (!/^-?[A-Z0-9][A-Z0-9_-]*$/.test(bare)) return null;
      return s.includes('_') && s.indexOf('_') <= 1 ? bare : `_${bare}`;
    },
  },
]);
