/*
 * The geometry module's public entry (drawing/geometry/): primitives, shapes of entities, extents,
 * distances, intersections, transforms. Hosts that draw or measure (the canvas renderer) import
 * it from here, the second public entry beside interpreter/index.ts, so they never reach into
 * the folders below and do not pull the evaluator in with it.
 */
export * from './drawing/geometry/index.js';
// the growable typed array the scene arrays are built with (also the drawing's compact transfer form)
export { Growable, type GrowableKind } from './core/growable.js';
