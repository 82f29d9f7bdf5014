/*
 * The simulated commands, one file each (see README.md for how to add one). The registry
 * (engine/registry.ts) resolves names from this list.
 */
import type { CommandDef } from './engine/command-def.js';
import { ARC } from './arc.js';
import { CIRCLE } from './circle.js';
import { DONUT } from './donut.js';
import { ELLIPSE } from './ellipse.js';
import { ERASE } from './erase.js';
import { LAYER } from './layer.js';
import { LINE } from './line.js';
import { OOPS } from './oops.js';
import { PLINE } from './pline.js';
import { POINT } from './point.js';
import { POLYGON } from './polygon.js';
import { RECTANG } from './rectang.js';
import { PSELECT, SELECT } from './select.js';
import { GRAPHSCR, REDRAW, REDRAWALL, REGEN, REGENALL, TEXTSCR } from './display.js';
import { AREA, DIST, ID } from './inquiry.js';
import { OSNAP } from './osnap.js';
import { PAN } from './pan.js';
import { SETVAR } from './setvar.js';
import { ZOOM } from './zoom.js';
import { MTEXT } from './mtext.js';
import { SPLINE } from './spline.js';
import { TEXT } from './text.js';
import { U, UNDO } from './undo.js';

export const COMMANDS: readonly CommandDef[] = [
  // drawing
  LINE, PLINE, CIRCLE, ARC, RECTANG, POLYGON, ELLIPSE, POINT, DONUT, SPLINE, TEXT, MTEXT,
  // editing and selection
  ERASE, OOPS, SELECT, PSELECT,
  // tables, settings, undo
  LAYER, SETVAR, OSNAP, UNDO, U,
  // inquiry and display
  DIST, ID, AREA, ZOOM, PAN, REGEN, REGENALL, REDRAW, REDRAWALL, GRAPHSCR, TEXTSCR,
];
