/*
 * Old-style POLYLINE with its VERTEX subentities and the closing SEQEND (also used by INSERTs with
 * attributes). The subclass markers depend on the flags: 8 = 3D polyline, 16 = polygon mesh,
 * 64 = polyface mesh; vertex flags 32/64/128 likewise. Group 66 is always 1. The order of the
 * POLYLINE groups is partly inferred (see test/conformance/known-deviations.txt).
 */
import type { TransformSpec } from '../geometry/transform.js';
import { tagNum, type Tags } from '../model/tags.js';
import { angleSet, ORIGIN, templateType, Z_AXIS } from './schema.js';

/** 3D polylines and meshes hold WCS vertices; 2D polylines OCS ones (the header's 210 and elevation). */
const isWcsPolyline = (header: Tags | undefined): boolean => !!header && (tagNum(header, 70) & (8 | 16 | 64)) !== 0;

const POLYLINE_2D: TransformSpec = { roles: { 10: 'elevationPoint', 39: 'thickness', 40: 'length', 41: 'length', 210: 'normal' }, uniformOnly: true };
const POLYLINE_3D: TransformSpec = { roles: { 210: 'normal' } };
const VERTEX_2D: TransformSpec = { roles: { 10: 'ocsPoint', 40: 'length', 41: 'length', 42: 'bulge', 50: 'angle' }, uniformOnly: true };
const VERTEX_3D: TransformSpec = { roles: { 10: 'wcsPoint' } };

function polylineMarker(part: Tags): string {
  const f = tagNum(part, 70);
  if (f & 8) return 'AcDb3dPolyline';
  if (f & 16) return 'AcDbPolygonMesh';
  if (f & 64) return 'AcDbPolyFaceMesh';
  return 'AcDb2dPolyline';
}

export const POLYLINE = templateType(
  'POLYLINE',
  [
    { m: polylineMarker },
    { code: 66, calc: () => 1 },
    { code: 10, def: ORIGIN },
    { code: 39, omit: 0 },
    { code: 70, def: 0 },
    { code: 40, def: 0 },
    { code: 41, def: 0 },
    { code: 210, def: Z_AXIS },
    { code: 71, def: 0 },
    { code: 72, def: 0 },
    { code: 73, def: 0 },
    { code: 74, def: 0 },
    { code: 75, def: 0 },
  ],
  { required: [], transform: (g) => (isWcsPolyline(g) ? POLYLINE_3D : POLYLINE_2D) },
);

function vertexMarker(part: Tags): string {
  const f = tagNum(part, 70);
  if (f & 32) return 'AcDb3dPolylineVertex';
  if (f & 128 && f & 64) return 'AcDbPolyFaceMeshVertex';
  if (f & 128) return 'AcDbFaceRecord';
  if (f & 64) return 'AcDbPolygonMeshVertex';
  return 'AcDb2dVertex';
}

export const VERTEX = templateType(
  'VERTEX',
  [
    { m: 'AcDbVertex' },
    { m: vertexMarker },
    { code: 10 },
    { code: 40, def: (_e, p) => (tagNum(p, 70) & 32 ? undefined : 0) as number },
    { code: 41, def: (_e, p) => (tagNum(p, 70) & 32 ? undefined : 0) as number },
    { code: 42, def: (_e, p) => (tagNum(p, 70) & 32 ? undefined : 0) as number },
    { code: 91 },
    { code: 70, def: 0 },
    { code: 50, def: (_e, p) => (tagNum(p, 70) & 32 ? undefined : 0) as number },
    { code: 71 },
    { code: 72 },
    { code: 73 },
    { code: 74 },
  ],
  { required: [10], angles: angleSet(50), transform: (_g, owner) => (isWcsPolyline(owner) ? VERTEX_3D : VERTEX_2D) },
);

/** SEQEND has only the common head; its -2 (the owning entity) is computed by entget. */
export const SEQEND = templateType('SEQEND', [{ code: -2, calc: () => '' }], { required: [], transform: { roles: {} } });
