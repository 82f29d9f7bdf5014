/*
 * A uniform grid over item bounding boxes, for hover hit tests on 100k entities: a query looks at
 * the one cell under the cursor (plus neighbours within the tolerance). Items spanning very many
 * cells go to an "oversize" list checked on every query instead of filling thousands of cells.
 */
import type { BBox } from '../../interpreter/geometry.js';

const MAX_CELLS_PER_ITEM = 64;

export class SpatialGrid {
  private readonly cells = new Map<number, number[]>();
  private readonly oversize: number[] = [];
  private readonly cols: number;
  private readonly rows: number;
  private readonly size: number;

  constructor(
    private readonly bounds: BBox,
    boxes: ReadonlyArray<BBox>,
  ) {
    const w = Math.max(bounds[2] - bounds[0], 1e-9);
    const h = Math.max(bounds[3] - bounds[1], 1e-9);
    const target = Math.max(1, boxes.length);
    this.size = Math.max(Math.sqrt((w * h) / target), Math.max(w, h) / 4096, 1e-9);
    this.cols = Math.max(1, Math.ceil(w / this.size));
    this.rows = Math.max(1, Math.ceil(h / this.size));
    boxes.forEach((b, i) => this.insert(i, b));
  }

  private cellX(x: number): number {
    return Math.min(this.cols - 1, Math.max(0, Math.floor((x - this.bounds[0]) / this.size)));
  }
  private cellY(y: number): number {
    return Math.min(this.rows - 1, Math.max(0, Math.floor((y - this.bounds[1]) / this.size)));
  }

  private insert(i: number, b: BBox): void {
    if (!Number.isFinite(b[0])) return;
    const x0 = this.cellX(b[0]), x1 = this.cellX(b[2]);
    const y0 = this.cellY(b[1]), y1 = this.cellY(b[3]);
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > MAX_CELLS_PER_ITEM) {
      this.oversize.push(i);
      return;
    }
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++) {
        const key = y * this.cols + x;
        const c = this.cells.get(key);
        if (c) c.push(i);
        else this.cells.set(key, [i]);
      }
  }

  /** Indexes of items whose cells touch the square of half-size `tol` around (x, y), in item order (ties go the same way whatever the grid's cells). */
  query(x: number, y: number, tol: number): number[] {
    const out = new Set<number>(this.oversize);
    if (x + tol < this.bounds[0] || x - tol > this.bounds[2] || y + tol < this.bounds[1] || y - tol > this.bounds[3]) return ascending(out);
    const x0 = this.cellX(x - tol), x1 = this.cellX(x + tol);
    const y0 = this.cellY(y - tol), y1 = this.cellY(y + tol);
    // a huge tolerance (zoomed far out) would scan everything: cap the cells looked at
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > 4096) return ascending(out);
    for (let cy = y0; cy <= y1; cy++)
      for (let cx = x0; cx <= x1; cx++) for (const i of this.cells.get(cy * this.cols + cx) ?? []) out.add(i);
    return ascending(out);
  }
}

const ascending = (s: Set<number>): number[] => [...s].sort((a, b) => a - b);
