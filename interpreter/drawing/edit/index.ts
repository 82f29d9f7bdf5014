/*
 * The shared edit operations (README.md): one implementation of each geometric edit, over the
 * database records, for the editing commands (drawing/commands) and the ActiveX methods alike.
 */
export type { EditError, EditFailure, EditResult, EntityRef } from './records.js';
export { editableEntity, emptyResult, handleOf, isFailure, liveEntity, mergeResult } from './records.js';
export { canTransform, copyEntities, mirrorEntities, moveEntities, rotateEntities, scaleEntities, transformEntities, transformedBodies, type TransformOptions } from './transform.js';
export { arrayPolar, arrayRectangular, referencePoint, type PolarArray, type RectangularArray } from './array.js';
export { offsetSigned, offsetThrough, offsetToward, type OffsetOptions } from './offset.js';
export { EXPLODABLE, explodeEntity } from './explode.js';
export { breakEntity, collectEdges, extendEntity, trimEntity, type Edge } from './trim.js';
export { curveMeasure, lengthenEntity, type LengthChange } from './lengthen.js';
export { chamferLines, filletLines, type ChamferSpec, type CornerOptions, type LinePick } from './fillet.js';
export { decurve, joinEntities, joinToPolyline, reversePolyline, setClosed, setLinetypeGen, setWidth, toPolyline } from './polyline.js';
export { changeProperties, matchProperties, transparencyValue, type PropertyChange } from './props.js';
export { drawingOrder, drawOrder, type DrawOrder } from './draworder.js';
export { editCurve, isEditCurve, type EditCurve } from './curves.js';
