/*
 * Screen and menu functions that old and new drafter scripts call for effect only: switching
 * the text/graphics screen, redrawing or highlighting, temporary vectors, status-line text,
 * dialog flags and help registration (menucmd and the DBMOD stack live with the drawing).
 * Lispwright has no screen, so they check their arguments as AutoCAD does and return what
 * AutoCAD returns (mostly nil).
 */
import type { Value } from '../core/values.js';
import { argEname, argInt, argList, argPoint, argString } from './assert.js';
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
    name: 'redraw', min: 0, max: 2, doc: '(redraw [ename [mode]]) — Redraws the view or highlights/unhighlights an object; returns nil.',
    fn: ([e, mode]) => {
      opt(e, argEname);
      opt(mode, argInt);
      return null;
    },
  },
  {
    name: 'grdraw', min: 3, max: 4, doc: '(grdraw from to color [highlight]) — Draws a temporary vector; returns nil.',
    fn: ([a, b, c, h]) => {
      argPoint(a!);
      argPoint(b!);
      argInt(c!);
      opt(h, argInt);
      return null;
    },
  },
  {
    name: 'grvecs', min: 1, max: 2, doc: '(grvecs vlist [trans]) — Draws temporary vectors; returns nil.',
    fn: ([l, m]) => {
      argList(l!);
      opt(m, argList);
      return null;
    },
  },
  {
    name: 'grtext', min: 0, max: 3, doc: '(grtext [box text [highlight]]) — Writes to the status line or a menu box; returns text (nil with no arguments).',
    fn: ([box, text, h]) => {
      if (box === undefined) return null;
      argInt(box);
      const s = argString(text ?? null);
      opt(h, argInt);
      return s;
    },
  },
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
