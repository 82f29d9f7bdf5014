/*
 * What an entity's linetype and lineweight are on the view, after BYLAYER and BYBLOCK, and how a
 * lineweight is drawn. Decisions (AutoCAD's documented behaviour where it is documented):
 * - Linetype (6): absent/BYLAYER is the layer's (an entity on layer 0 inside a block takes the
 *   layer of the reference, so BYLAYER then means that layer's); BYBLOCK is the inserting
 *   reference's resolved linetype, and CONTINUOUS at the top level.
 * - Linetype scale: LTSCALE × the entity's 48; a BYBLOCK entity also takes the reference's 48; and
 *   the pattern is laid out in block coordinates, so a reference's scale stretches its dashes
 *   (an INSERT at scale 2 shows dashes twice as long) — the block's map carries it.
 * - Lineweight (370): -1 BYLAYER the layer's, -2 BYBLOCK the reference's, -3 DEFAULT LWDEFAULT
 *   (25 = 0.25 mm when not set); a layer without 370 is DEFAULT. BYBLOCK at the top level is DEFAULT.
 * - Display (LWDISPLAY on): model space draws lineweights in screen pixels that do not change with
 *   zoom, proportional to the plotted width at 96 px per inch (0.25 mm → 1 px, 0.50 → 2, 0.70 → 3,
 *   1.00 → 4, 2.11 → 8), never under 1 px (0 is 1 px). Paper-space layouts draw the exact plotted
 *   width in paper units (mm, or inches when MEASUREMENT is 0), at least 1 px. LWDISPLAY off: 1 px.
 */
import { first, type Tags } from '../../interpreter/geometry.js';
import type { DrawingSnapshot } from '../../interpreter/runner/contract.js';

export const BYLAYER_LW = -1;
export const BYBLOCK_LW = -2;
export const DEFAULT_LW = -3;
/** LWDEFAULT's initial value: 0.25 mm */
export const INITIAL_LWDEFAULT = 25;
/** CSS pixels per mm of plotted lineweight on the Model tab (96 px per inch) */
export const LINEWEIGHT_PX_PER_MM = 96 / 25.4;

/** What a block reference hands down to its BYBLOCK contents. */
export interface Inherited {
  /** the reference's resolved linetype (upper case), or null: continuous */
  linetype: string | null;
  /** the reference's own linetype scale (48), for BYBLOCK contents */
  ltScale: number;
  /** the reference's resolved lineweight (hundredths of a mm) */
  lineweight: number;
}

export const TOP_LEVEL: Inherited = { linetype: null, ltScale: 1, lineweight: DEFAULT_LW };

/** An entity's own linetype, linetype scale and lineweight as written. */
export interface OwnStyle {
  linetype: string;
  ltScale: number;
  lineweight: number;
}

export function ownStyle(g: Tags): OwnStyle {
  const lt = first(g, 6);
  const s = first(g, 48);
  const lw = first(g, 370);
  return {
    linetype: typeof lt === 'string' && lt ? lt.toUpperCase() : 'BYLAYER',
    ltScale: typeof s === 'number' && s > 0 ? s : 1,
    lineweight: typeof lw === 'number' ? lw : BYLAYER_LW,
  };
}

export class StyleResolver {
  private readonly layers: Map<string, DrawingSnapshot['layers'][number]>;

  constructor(private readonly snap: DrawingSnapshot) {
    this.layers = new Map(snap.layers.map((l) => [l.name.toUpperCase(), l]));
  }

  /** The linetype name the entity draws with (upper case), or null for continuous. */
  linetype(own: OwnStyle, layer: string, inh: Inherited): string | null {
    let name: string | null = own.linetype;
    if (name === 'BYLAYER') name = this.layers.get(layer.toUpperCase())?.linetype.toUpperCase() ?? null;
    else if (name === 'BYBLOCK') name = inh.linetype;
    return name && name !== 'CONTINUOUS' && name !== 'BYLAYER' && name !== 'BYBLOCK' ? name : null;
  }

  /** The entity's lineweight in hundredths of a mm (0 and up), after BYLAYER, BYBLOCK and DEFAULT. */
  lineweight(own: OwnStyle, layer: string, inh: Inherited): number {
    let lw = own.lineweight;
    if (lw === BYLAYER_LW) lw = this.layers.get(layer.toUpperCase())?.lineweight ?? DEFAULT_LW;
    else if (lw === BYBLOCK_LW) lw = inh.lineweight;
    if (lw < 0) lw = this.snap.lwdefault ?? INITIAL_LWDEFAULT;
    return lw;
  }

  /** What a reference with these groups hands down to its contents. */
  inherit(own: OwnStyle, layer: string, inh: Inherited): Inherited {
    return { linetype: this.linetype(own, layer, inh), ltScale: own.linetype === 'BYBLOCK' ? own.ltScale * inh.ltScale : own.ltScale, lineweight: this.lineweight(own, layer, inh) };
  }

  /** The pattern scale of an entity before its block's map: LTSCALE × 48 (× the reference's 48 for BYBLOCK). */
  patternScale(own: OwnStyle, inh: Inherited): number {
    return (this.snap.ltscale ?? 1) * own.ltScale * (own.linetype === 'BYBLOCK' ? inh.ltScale : 1);
  }
}

/** Screen pixels of a lineweight on the Model tab (LWDISPLAY on). */
export const lineweightPx = (lw: number): number => Math.max(1, Math.round((Math.max(0, lw) / 100) * LINEWEIGHT_PX_PER_MM));

/** Paper units of a lineweight on a layout: mm, or inches for an imperial drawing. */
export const lineweightPaper = (lw: number, imperial: boolean): number => (Math.max(0, lw) / 100) / (imperial ? 25.4 : 1);
