/*
 * The drawing view's frame time as the user sees it: from the animation frame a view was drawn
 * in to the next animation frame (requestAnimationFrame timestamps), so the raster and the
 * compositing of that frame are in it, not only the recording of draw calls (the "draw" figure).
 */
const WINDOW = 120;

export class FrameMeter {
  private readonly deltas: number[] = [];
  private drawnAt = -1;

  /** a frame was drawn in the animation frame stamped `t` */
  drawn(t: number): void {
    this.drawnAt = t;
  }

  /** the next animation frame began at `t`: the frame before took t - drawnAt (null when none was drawn) */
  next(t: number): number | null {
    if (this.drawnAt < 0) return null;
    const d = t - this.drawnAt;
    this.drawnAt = -1;
    this.deltas.push(d);
    if (this.deltas.length > WINDOW) this.deltas.shift();
    return d;
  }

  get last(): number {
    return this.deltas[this.deltas.length - 1] ?? 0;
  }

  /** the 95th percentile of the recent frames */
  get p95(): number {
    if (!this.deltas.length) return 0;
    const s = [...this.deltas].sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.floor(0.95 * s.length))]!;
  }
}
