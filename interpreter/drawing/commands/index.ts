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
import { INSERT } from './insert.js';
import { BLOCK } from './block.js';
import { ATTDEF } from './attdef.js';
import { ATTEDIT } from './attedit.js';
import { ATTSYNC } from './attsync.js';
import { WBLOCK } from './wblock.js';
import { HATCH, HATCH_DASH } from './hatch.js';
import { DIMALIGNED, DIMLINEAR } from './dimension.js';
import { LINETYPE } from './linetype.js';
import { STYLE } from './style.js';
import { PURGE } from './purge.js';
import { RENAME } from './rename.js';
import { UCS } from './ucs.js';
import { MOVE } from './move.js';
import { COPY } from './copy.js';
import { ROTATE } from './rotate.js';
import { SCALE } from './scale.js';
import { MIRROR } from './mirror.js';
import { OFFSET } from './offset.js';
import { EXPLODE } from './explode.js';
import { TRIM } from './trim.js';
import { EXTEND } from './extend.js';
import { BREAK } from './break.js';
import { LENGTHEN } from './lengthen.js';
import { FILLET } from './fillet.js';
import { CHAMFER } from './chamfer.js';
import { ARRAY } from './array.js';
import { CHPROP } from './chprop.js';
import { CHANGE } from './change.js';
import { MATCHPROP } from './matchprop.js';
import { PEDIT } from './pedit.js';
import { JOIN } from './join.js';
import { DRAWORDER } from './draworder.js';

export const COMMANDS: readonly CommandDef[] = [
  // drawing
  LINE, PLINE, CIRCLE, ARC, RECTANG, POLYGON, ELLIPSE, POINT, DONUT, SPLINE, TEXT, MTEXT,
  // editing and selection
  ERASE, OOPS, SELECT, PSELECT,
  // blocks, attributes, hatches, dimensions
  INSERT, BLOCK, WBLOCK, ATTDEF, ATTEDIT, ATTSYNC, HATCH_DASH, HATCH, DIMLINEAR, DIMALIGNED,
  // editing
  MOVE, COPY, ROTATE, SCALE, MIRROR, OFFSET, EXPLODE, TRIM, EXTEND, BREAK, LENGTHEN, FILLET,
  CHAMFER, ARRAY, CHPROP, CHANGE, MATCHPROP, PEDIT, JOIN, DRAWORDER,
  // tables, settings, undo
  LAYER, LINETYPE, STYLE, PURGE, RENAME, UCS, SETVAR, OSNAP, UNDO, U,
  // inquiry and display
  DIST, ID, AREA, ZOOM, PAN, REGEN, REGENALL, REDRAW, REDRAWALL, GRAPHSCR, TEXTSCR,
];
