/*
 * POINT: "Current point modes:  PDMODE=0  PDSIZE=0.0000", then "Specify a point:" (one point; the
 * command ends). Creates POINT: 10 in WCS, 210 the UCS Z axis, 50 the angle of the UCS X axis
 * from the OCS X axis (0, left out, under the World UCS) [POINT command and DXF references].
 */
import { defineCommand } from './engine/command-def.js';

export const POINT = defineCommand({
  names: ['POINT'],
  *run(io) {
    io.message(`Current point modes:  PDMODE=${io.num('PDMODE', 0)}  PDSIZE=${io.fmtDist(io.num('PDSIZE', 0))}`);
    for (;;) {
      const a = yield* io.point('Specify a point: ');
      if (a.kind !== 'point') continue;
      const x = io.ocsAngle(0);
      io.add('POINT', [[10, io.wcs(a.p)], [210, io.normal()], ...(Math.abs(x) > 1e-12 ? [[50, x] as const] : [])]);
      return;
    }
  },
});
