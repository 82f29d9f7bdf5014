/*
 * Drawing-view helpers for the e2e suite: open a DXF through the drawing picker, read the canvas
 * (its view transform and pixels), and compare it with an image from an independent renderer by
 * ink coverage per cell — two rasterisers never agree pixel for pixel (fonts, anti-aliasing, line
 * caps), but they agree on where the ink is.
 */
import type { Page } from 'playwright-core';

/** Open a DXF (a path the server can read) in the app and show the Before tab. */
export async function openDxf(page: Page, path: string): Promise<void> {
  await page.waitForSelector('[data-editor="ready"]', { timeout: 30_000 });
  const name = path.split(/[\\/]/).pop()!.replace(/\.[^.]+$/, '');
  page.once('dialog', (d) => void d.accept(path));
  await page.selectOption('select[aria-label="drawing"]', '__open');
  await page.waitForFunction((n) => [...document.querySelectorAll('.notice')].some((el) => el.textContent?.startsWith('Drawing ') && el.textContent.includes(n)), name, { timeout: 30_000 });
  await page.click('.right-tabs >> text=Before');
}

/** The share of the canvas's pixels that differ from the model-space background. */
export async function inkShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const c = document.querySelector('canvas.drawing-canvas') as HTMLCanvasElement;
    const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let ink = 0;
    for (let i = 0; i < d.length; i += 4) if (Math.abs(d[i]! - 0x1b) + Math.abs(d[i + 1]! - 0x1f) + Math.abs(d[i + 2]! - 0x24) > 30) ink++;
    return ink / (d.length / 4);
  });
}

export interface CanvasView {
  /** device pixels */
  width: number;
  height: number;
  /** the world box the canvas shows: x0 y0 x1 y1 */
  box: [number, number, number, number];
}

/** The canvas's size and the drawing box it shows (from its data-view transform: scale tx ty, CSS pixels). */
export async function canvasView(page: Page): Promise<CanvasView> {
  return page.evaluate(() => {
    const c = document.querySelector('canvas.drawing-canvas') as HTMLCanvasElement;
    const [scale, tx, ty] = (c.dataset.view ?? '1 0 0').split(' ').map(Number) as [number, number, number];
    const dpr = c.width / c.clientWidth || 1;
    const w = c.width / dpr;
    const h = c.height / dpr;
    return { width: c.width, height: c.height, box: [(0 - tx) / scale, (ty - h) / scale, (w - tx) / scale, ty / scale] as [number, number, number, number] };
  });
}

export interface InkComparison {
  /** cells inked in the reference that are inked (within `reach` cells) in Lispwright's frame */
  recall: number;
  /** cells inked in Lispwright's frame that are inked (within `reach` cells) in the reference */
  precision: number;
  /** Lispwright's inked pixels / the reference's */
  inkRatio: number;
  /** Lispwright's light (white-ish: ACI 7) pixels / the reference's: outlines covered by fills show here */
  lightRatio: number;
  cells: number;
}

/**
 * Compare the drawing canvas with a reference PNG (base64) of the same size: both become masks of
 * pixels that differ from the background, counted per `cell` × `cell` block; a block is inked when
 * over `minShare` of it is, and matches when the other image has an inked block within `reach` blocks. The side-by-side (reference left, Lispwright right) comes back as a PNG data URL.
 */
export async function compareWithReference(page: Page, pngBase64: string, cell = 16, reach = 1, minShare = 0.01): Promise<InkComparison & { sideBySide: string }> {
  return page.evaluate(
    async ({ png, cell, reach, minShare }) => {
      const c = document.querySelector('canvas.drawing-canvas') as HTMLCanvasElement;
      const img = new Image();
      img.src = `data:image/png;base64,${png}`;
      await img.decode();
      const off = document.createElement('canvas');
      off.width = c.width;
      off.height = c.height;
      const octx = off.getContext('2d')!;
      octx.drawImage(img, 0, 0, c.width, c.height);
      const ref = octx.getImageData(0, 0, c.width, c.height).data;
      const ours = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      const cols = Math.ceil(c.width / cell);
      const rows = Math.ceil(c.height / cell);
      const grid = (d: Uint8ClampedArray): { mask: Uint8Array; ink: number; light: number } => {
        const count = new Float64Array(cols * rows);
        let ink = 0;
        let light = 0;
        for (let y = 0; y < c.height; y++)
          for (let x = 0; x < c.width; x++) {
            const i = (y * c.width + x) * 4;
            if (Math.min(d[i]!, d[i + 1]!, d[i + 2]!) > 150) light++;
            if (Math.abs(d[i]! - 0x1b) + Math.abs(d[i + 1]! - 0x1f) + Math.abs(d[i + 2]! - 0x24) > 60) {
              count[Math.floor(y / cell) * cols + Math.floor(x / cell)]!++;
              ink++;
            }
          }
        const mask = new Uint8Array(cols * rows);
        for (let k = 0; k < mask.length; k++) mask[k] = count[k]! > minShare * cell * cell ? 1 : 0;
        return { mask, ink, light };
      };
      const a = grid(ref);
      const b = grid(ours);
      const near = (m: Uint8Array, k: number): boolean => {
        const cx = k % cols;
        const cy = Math.floor(k / cols);
        for (let dy = -reach; dy <= reach; dy++)
          for (let dx = -reach; dx <= reach; dx++) {
            const x = cx + dx;
            const y = cy + dy;
            if (x >= 0 && y >= 0 && x < cols && y < rows && m[y * cols + x]) return true;
          }
        return false;
      };
      let aN = 0;
      let aHit = 0;
      let bN = 0;
      let bHit = 0;
      for (let k = 0; k < cols * rows; k++) {
        if (a.mask[k]) {
          aN++;
          if (near(b.mask, k)) aHit++;
        }
        if (b.mask[k]) {
          bN++;
          if (near(a.mask, k)) bHit++;
        }
      }
      const side = document.createElement('canvas');
      side.width = c.width * 2 + 8;
      side.height = c.height;
      const sctx = side.getContext('2d')!;
      sctx.fillStyle = '#888';
      sctx.fillRect(0, 0, side.width, side.height);
      sctx.drawImage(off, 0, 0);
      sctx.drawImage(c, c.width + 8, 0);
      return { recall: aN ? aHit / aN : 1, precision: bN ? bHit / bN : 1, inkRatio: a.ink ? b.ink / a.ink : b.ink ? Infinity : 1, lightRatio: a.light ? b.light / a.light : 1, cells: aN, sideBySide: side.toDataURL('image/png') };
    },
    { png: pngBase64, cell, reach, minShare },
  );
}
