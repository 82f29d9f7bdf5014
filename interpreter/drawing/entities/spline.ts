/* SPLINE: stored as data in file order (knots, weights, control and fit points repeat); WCS points. */
import { rawType } from './schema.js';

export const SPLINE = rawType('SPLINE', ['AcDbSpline'], {
  modern: true,
  required: [70, 71],
  // NURBS are affine-invariant: control and fit points map, tangents are vectors, knots and weights stay
  transform: { roles: { 10: 'wcsPoint', 11: 'wcsPoint', 12: 'wcsVector', 13: 'wcsVector', 210: 'normal' } },
});
