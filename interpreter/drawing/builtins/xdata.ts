/* Extended data helpers: regapp, xdroom, xdsize (see ../xdata.ts for the size estimate). */
import { argEname, argList, argString } from '../../builtins/assert.js';
import { defineBuiltins } from '../../builtins/registry.js';
import { Cons, type Value } from '../../core/values.js';
import { ERR, validSymbolName } from '../checks.js';
import { drawingOf } from '../drawing.js';
import { newEntryBody } from '../tables.js';
import { lispToXdata, storedXdataSize, XDATA_LIMIT, xdataSize } from '../xdata.js';

/** The -3 payload of an xdsize argument: ((-3 ("APP" ...))) or a list of ("APP" ...) groups. */
function payload(v: Value): Value {
  if (v instanceof Cons && v.car instanceof Cons && v.car.car === -3) return v.car.cdr;
  return v;
}

export const XDATA_BUILTINS = defineBuiltins([
  {
    name: 'regapp',
    min: 1,
    max: 1,
    doc: '(regapp name) — Register an application name for xdata; returns the name, or nil when already registered.',
    fn: ([n], ctx) => {
      const d = drawingOf(ctx);
      const name = argString(n!);
      if (!validSymbolName(name) || d.db.tableEntry('APPID', name)) return null;
      d.db.addTableEntry('APPID', 'APPID', newEntryBody('APPID', [[2, name], [70, 0]]));
      return name;
    },
  },
  {
    name: 'xdroom',
    min: 1,
    max: 1,
    doc: '(xdroom ename) — Bytes of extended data the entity can still take.',
    fn: ([e], ctx) => {
      const d = drawingOf(ctx);
      const r = d.live(argEname(e!));
      return r ? XDATA_LIMIT - storedXdataSize(r.xdata) : null;
    },
  },
  {
    name: 'xdsize',
    min: 1,
    max: 1,
    doc: '(xdsize xdatalist) — Bytes a list of extended data will take when attached to an entity.',
    fn: ([lst], ctx) => {
      const d = drawingOf(ctx);
      argList(lst!);
      const m = lispToXdata(payload(lst!));
      if (!m) {
        d.errno(ERR.xdataNesting);
        return null;
      }
      return xdataSize(m);
    },
  },
]);
