/*
 * The AutoCAD Color Index palette as 24-bit RGB: 1-9 and 250-255 are fixed colours, 10-249 follow
 * AutoCAD's scheme of 24 hues 15° apart, each with five brightness levels (255, 165, 127, 76, 38)
 * at full and half saturation. The renderer draws with it (renderer/canvas/aci.ts) and ActiveX
 * TrueColor reads Red/Green/Blue from it and finds the nearest index of a true colour.
 */
const BASE: Readonly<Record<number, number>> = {
  1: 0xff0000, 2: 0xffff00, 3: 0x00ff00, 4: 0x00ffff, 5: 0x0000ff, 6: 0xff00ff, 7: 0xffffff, 8: 0x808080, 9: 0xc0c0c0,
  250: 0x333333, 251: 0x505050, 252: 0x696969, 253: 0x828282, 254: 0xbebebe, 255: 0xffffff,
};
const LEVELS = [255, 165, 127, 76, 38];

// Built at load time (every start): plain arithmetic, no arrays destructured per colour.
function hsv(h: number, s: number, v: number): number {
  const c = v * s;
  const hp = h / 60;
  const x = c * (1 - Math.abs((hp % 2) - 1));
  const m = v - c;
  const r = hp < 1 || hp >= 5 ? c : hp < 2 || hp >= 4 ? x : 0;
  const g = hp < 1 ? x : hp < 3 ? c : hp < 4 ? x : 0;
  const b = hp < 2 ? 0 : hp < 3 ? x : hp < 5 ? c : x;
  return (Math.floor(r + m) << 16) | (Math.floor(g + m) << 8) | Math.floor(b + m);
}

function buildPalette(): number[] {
  const t: number[] = new Array(256).fill(0xffffff);
  for (let i = 1; i < 256; i++) {
    const base = BASE[i];
    if (base !== undefined) {
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

/** ACI_RGB[i] is the 24-bit colour of index i (0..255; 0, BYBLOCK drawn directly, is white). */
export const ACI_RGB: readonly number[] = buildPalette();

/** The index 1..255 whose colour is nearest to a 24-bit RGB colour. */
export function nearestAci(rgb: number): number {
  const r = (rgb >> 16) & 0xff;
  const g = (rgb >> 8) & 0xff;
  const b = rgb & 0xff;
  let best = 7;
  let bestD = Infinity;
  for (let i = 1; i < 256; i++) {
    const c = ACI_RGB[i]!;
    const d = (((c >> 16) & 0xff) - r) ** 2 + (((c >> 8) & 0xff) - g) ** 2 + ((c & 0xff) - b) ** 2;
    if (d < bestD) {
      bestD = d;
      best = i;
    }
  }
  return best;
}
