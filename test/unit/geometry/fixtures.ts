/*
 * Entity records for the geometry tests: one or two of each type, as the database stores them
 * (Tags: entget groups after the head, points as number arrays, angles in radians; HATCH edge
 * angles in degrees).
 */
import { tagsFromPairs, type GV, type Tags } from '../../../interpreter/geometry.js';

export interface Rec {
  type: string;
  body: Tags;
  /** the POLYLINE a VERTEX belongs to */
  owner?: Rec;
}

export const rec = (type: string, groups: Array<[number, GV]>, owner?: Rec): Rec => ({ type, body: tagsFromPairs(groups), ...(owner ? { owner } : {}) });

export const Z: [number, GV] = [210, [0, 0, 1]];

export const LINE = rec('LINE', [[8, '0'], [10, [0, 0, 0]], [11, [4, 3, 0]], Z]);
export const CIRCLE = rec('CIRCLE', [[10, [2, 1, 0]], [40, 3], Z]);
export const ARC = rec('ARC', [[10, [0, 0, 0]], [40, 1], Z, [50, 0], [51, Math.PI / 2]]);
export const ELLIPSE = rec('ELLIPSE', [[10, [0, 0, 0]], [11, [2, 0, 0]], Z, [40, 0.5], [41, 0], [42, Math.PI / 2]]);
export const LWPOLYLINE = rec('LWPOLYLINE', [
  [90, 3], [70, 0], [43, 0], [38, 0.5], [39, 0],
  [10, [0, 0]], [40, 0.5], [41, 0.5], [42, 1], [91, 0],
  [10, [2, 0]], [40, 0], [41, 0], [42, 0], [91, 0],
  [10, [2, 2]], [40, 0], [41, 0], [42, -0.3], [91, 0], Z,
]);
export const POLYLINE = rec('POLYLINE', [[66, 1], [10, [0, 0, 0.5]], [70, 0], [40, 0], [41, 0], Z]);
export const VERTEX_A = rec('VERTEX', [[10, [0, 0, 0.5]], [40, 0], [41, 0], [42, 0.5], [70, 0], [50, 0]], POLYLINE);
export const VERTEX_B = rec('VERTEX', [[10, [3, 0, 0.5]], [40, 0], [41, 0], [42, 0], [70, 0], [50, 0]], POLYLINE);
export const POLYLINE3D = rec('POLYLINE', [[66, 1], [10, [0, 0, 0]], [70, 8], Z]);
export const VERTEX3D = rec('VERTEX', [[10, [1, 2, 3]], [70, 32]], POLYLINE3D);
export const TEXT = rec('TEXT', [[10, [1, 1, 0]], [40, 2], [1, 'ABCD'], [50, 0], [41, 1], [51, 0], [7, 'Standard'], [71, 0], [72, 0], [11, [0, 0, 0]], Z, [73, 0]]);
export const CENTRED_TEXT = rec('TEXT', [[10, [1, 1, 0]], [40, 1], [1, 'Mid'], [50, 0.3], [41, 1], [51, 0], [7, 'Standard'], [71, 0], [72, 1], [11, [5, 2, 0]], Z, [73, 0]]);
export const ATTRIB = rec('ATTRIB', [[10, [2, 0, 0]], [40, 1], [1, 'P14'], [50, 0], [41, 1], [51, 0], [7, 'Standard'], [71, 0], [72, 0], [11, [0, 0, 0]], Z, [280, 0], [2, 'TAG'], [70, 0], [73, 0], [74, 0]]);
export const MTEXT = rec('MTEXT', [[10, [1, 1, 0]], [40, 2], [41, 10], [71, 1], [72, 1], [1, 'Two\\Plines'], [7, 'Standard'], Z, [11, [1, 0, 0]], [42, 8], [43, 5.33], [50, 0], [73, 1], [44, 1]]);
export const INSERT = rec('INSERT', [[2, 'B'], [10, [5, 5, 0]], [41, 1], [42, 1], [43, 1], [50, 0], [70, 0], [71, 0], [44, 0], [45, 0], Z]);
export const MINSERT = rec('INSERT', [[2, 'B'], [10, [0, 0, 0]], [41, 2], [42, 3], [43, 1], [50, 0.5], [70, 2], [71, 3], [44, 4], [45, 5], Z]);
export const POINT = rec('POINT', [[10, [3, 4, 0]], Z, [50, 0]]);
export const SOLID = rec('SOLID', [[10, [0, 0, 0]], [11, [2, 0, 0]], [12, [0, 1, 0]], [13, [2, 1, 0]], Z]);
export const FACE3D = rec('3DFACE', [[10, [0, 0, 0]], [11, [2, 0, 1]], [12, [2, 2, 1]], [13, [0, 2, 0]]]);
export const HATCH = rec('HATCH', [
  [10, [0, 0, 0]], Z, [2, 'ANSI31'], [70, 0], [71, 0], [91, 2],
  [92, 2], [72, 1], [73, 1], [93, 3], [10, [0, 0, 0]], [42, 0], [10, [4, 0, 0]], [42, 0.4], [10, [4, 4, 0]], [42, 0], [97, 0],
  [92, 1], [93, 3], [72, 1], [10, [5, 5]], [11, [7, 5]],
  [72, 2], [10, [7, 6]], [40, 1], [50, 270], [51, 360], [73, 1],
  [72, 3], [10, [6, 6]], [11, [1, 0]], [40, 0.5], [50, 0], [51, 180], [73, 1], [97, 0],
  [75, 0], [76, 1], [52, 0], [41, 1], [77, 0], [78, 1], [53, 0.7853981633974483], [43, 0], [44, 0], [45, -0.0883883476483184], [46, 0.0883883476483184], [79, 0],
  [98, 1], [10, [1, 1]],
]);
export const SPLINE = rec('SPLINE', [
  Z, [70, 8], [71, 3], [72, 8], [73, 4], [74, 0], [42, 1e-10], [43, 1e-10],
  [40, 0], [40, 0], [40, 0], [40, 0], [40, 1], [40, 1], [40, 1], [40, 1],
  [10, [0, 0, 0]], [10, [1, 2, 0]], [10, [3, 2, 0]], [10, [4, 0, 0]],
]);
export const DIMENSION = rec('DIMENSION', [[2, '*D1'], [10, [9, -3, 0]], [11, [4.5, -2.5, 0]], [70, 32], [1, ''], [71, 5], [42, 9], [3, 'Standard'], [13, [0, 0, 0]], [14, [9, 0, 0]], [50, 0], Z]);
export const XLINE = rec('XLINE', [[10, [1, 1, 0]], [11, [1, 0, 0]]]);
