/*
 * AutoCAD Color Index: all 256 entries as CSS hex colours, and colour resolution for entities
 * (BYLAYER, BYBLOCK, true colour). Indexes 10–249 follow AutoCAD's scheme: 24 hues 15° apart,
 * each with five brightness levels (255, 165, 127, 76, 38) at full and half saturation.
 */

const BASE: Record<number, string> = {
  1: '#ff0000', 2: '#ffff00', 3: '#00ff00', 4: '#00ffff', 5: '#0000ff', 6: '#ff00ff', 7: '#ffffff', 8: '#808080', 9: '#c0c0c0',
  250: '#333333', 251: '#505050', 252: '#696969', 253: '#828282', 254: '#bebebe', 255: '#ffffff',
};
const LEVELS = [255, 165, 127, 76, 38];

const hex2 = (n: number): string => Math.floor(n).toString(16).padStart(2, '0');

function hsv(h: number, s: number, v: number): string {
  const c = v * s;
  const hp = h / 60;
  const x = c * (1 - Math.abs((hp % 2) - 1));
  const [r, g, b] = hp < 1 ? [c, x, 0] : hp < 2 ? [x, c, 0] : hp < 3 ? [0, c, x] : hp < 4 ? [0, x, c] : hp < 5 ? [x, 0, c] : [c, 0, x];
  const m = v - c;
  return `#${hex2(r + m)}${hex2(g + m)}${hex2(b + m)}`;
}

function buildTable(): string[] {
  const t: string[] = new Array(256).fill('#ffffff');
  t[0] = '#ffffff'; // BYBLOCK when drawn directly (model space): white/black
  for (let i = 1; i < 256; i++) {
    const base = BASE[i];
    if (base) {
      t[i] = base;
      continue;
    }
    const j = i - 10;
    const hue = Math.floor(j / 10) * 15;
    const k = j % 10;
    t[i] = hsv(hue, k % 2 === 0 ? 1 : 0.5, LEVELS[k >> 1] as number);
  }
  return t;
}

/** ACI_TABLE[i] is the CSS colour of index i (0..255). */
export const ACI_TABLE: readonly string[] = buildTable();

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
