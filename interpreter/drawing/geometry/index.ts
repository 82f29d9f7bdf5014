/*
 * The geometry module: the one place for primitives, bulge maths, splines, text boxes, HATCH
 * boundaries, shapes of entities, extents, distances, intersections, transforms and the
 * vlax-curve model. Pure; everything else in the tree (selection, curves, osnap, extents, the
 * canvas renderer through interpreter/geometry.ts) imports from here.
 */
export * from './vec.js';
export * from './matrix.js';
export * from './ocs.js';
export * from './affine2.js';
export * from './prims.js';
export { conicPrim, mapPrim, placeText, PlanEmitter } from './emit.js';
export { bulgeArc, bulgeSweep, bulgePolyline, emitPolyline } from './bulge.js';
export { evalNurbs, sampleSpline, splinePoints } from './spline.js';
export { displayText, stripControlCodes, textBoxLocal, type TextMetrics } from './text-box.js';
export { layoutMtext, parseMtext, plainMtext, type MtextLayout, type MtextLine, type MtextParagraph, type MtextRun } from './mtext.js';
export { DEG, parseHatch, type HatchLayout, type HatchLoop, type HatchEdge } from './hatch.js';
export { asVec, extrusionOf, first, lispNumber, lispPoint, num, numbers, point, points, str, tagsFromLisp, tagsFromPairs, type GV, type Tags } from './groups.js';
export { shapeOf, shapeInto, UNBOUNDED_TYPES, type BlockShapes, type ShapeContext, type ShapeInput } from './shape.js';
export { cornerTransforms, expandedCount, insertMatrix, insertTransforms, MAX_BLOCK_DEPTH, MAX_REFERENCE_EXPANSION, placementCount } from './shape-block.js';
export { emptyBox, growBox, growBoxByPrim, isEmptyBox, primsBox, recordExtents } from './extents.js';
export { distToSeg, pointInPolygon, primDistance, segmentParam } from './distance.js';
export { conicParams, forEachSegment, intersectPrims, intersectShapes, primHitsSeg, segParams } from './intersect.js';
export { curveOf, type Curve, type Piece } from './curve.js';
export * from './measure.js';
export { PlaneCache, PlaneMap, transformGroups, type Role, type TransformError, type TransformResult, type TransformSpec } from './transform.js';
export { dimensionFinish, ellipseFinish, insertFinish, mtextFinish, textFinish } from './transform-types.js';
export { hatchFinish } from './transform-hatch.js';
export { LoopGraph, edgePoint, reverseEdge, type Loop, type LoopEdge, type LoopSource } from './loops.js';
