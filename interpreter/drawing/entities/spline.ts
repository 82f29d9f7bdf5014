/* SPLINE: stored as data in file order (knots, weights, control and fit points repeat). */
import { rawType } from './schema.js';

export const SPLINE = rawType('SPLINE', ['AcDbSpline'], { modern: true, required: [70, 71] });
