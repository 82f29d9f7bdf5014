/*
 * AutoCAD Color Index: all 256 entries as CSS hex colours (the palette is the interpreter's,
 * interpreter/drawing/model/aci.ts), and colour resolution for entities (BYLAYER, BYBLOCK, true colour).
 */
import { ACI_RGB } from '../../interpreter/index.js';

/** ACI_TABLE[i] is the CSS colour of index i (0..255). */
export const ACI_TABLE: readonly string[] = ACI_RGB.map((c) => `#${c.toString(16).padStart(6, '0')}`);

export const BYBLOCK = 0;
export const BYLAYER = 256;

export function aciColor(index: number): string {
  const i = Math.abs(Math.trunc(index));
  return ACI_TABLE[i] ?? '#ffffff';
}

/** A 24-bit true colour (group 420) as CSS. */
export const trueColor = (rgb: number): string => `#${(rgb & 0xffffff).toString(16).padStart(6, '0')}`;

/** An entity's own colour as written: ACI index (0 BYBLOCK, 256 BYLAYER) or a true colour. */
export type RawColor = { aci: number } | { rgb: number };

export interface ColorContext {
  /** layer name -> ACI colour (sign ignored; negative means off) */
  layerColor(name: string): number;
}

/**
 * Resolve a raw colour to CSS. BYLAYER takes the layer's colour; BYBLOCK takes the inserting
 * block reference's resolved colour (white in model space).
 */
export function resolveColor(raw: RawColor, layer: string, ctx: ColorContext, blockColor: string | null): string {
  if ('rgb' in raw) return trueColor(raw.rgb);
  if (raw.aci === BYLAYER) return aciColor(ctx.layerColor(layer));
  if (raw.aci === BYBLOCK) return blockColor ?? ACI_TABLE[7]!;
  return aciColor(raw.aci);
}
