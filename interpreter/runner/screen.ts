/*
 * The run's graphics screen: records what grdraw / grvecs / grtext / redraw put on it, for
 * RunResult.graphics and the workbench's overlay on the After view. A (redraw) clears the
 * screen, so vectors carry the frame they were drawn in (the last frame is what AutoCAD would
 * still show when the program ends). Drawing while a dialog is up is refused (the guard).
 */
import type { TransientGraphics } from './contract.js';
import type { ScreenPort } from '../ports/screen.js';

export const VECTOR_CAP = 20_000;

export class RunScreen implements ScreenPort {
  private readonly g: TransientGraphics = { vectors: [], frames: 0, texts: [], highlighted: [], hidden: [] };
  private used = false;

  constructor(private readonly guardFn: () => void = () => {}) {}

  guard(): void {
    this.guardFn();
  }

  vector(from: readonly number[], to: readonly number[], color: number, highlight: boolean): void {
    this.used = true;
    if (this.g.vectors.length >= VECTOR_CAP) {
      this.g.truncated = true;
      return;
    }
    const v: TransientGraphics['vectors'][number] = { from: [from[0] ?? 0, from[1] ?? 0], to: [to[0] ?? 0, to[1] ?? 0], color, frame: this.g.frames };
    if (highlight) v.highlight = true;
    this.g.vectors.push(v);
  }

  clear(): void {
    this.used = true;
    this.g.frames++;
  }

  entity(handle: string, mode: number): void {
    this.used = true;
    const drop = (list: string[]) => {
      const i = list.indexOf(handle);
      if (i >= 0) list.splice(i, 1);
    };
    if (mode === 3 || mode === -3) {
      if (!this.g.highlighted.includes(handle)) this.g.highlighted.push(handle);
    } else if (mode === 4 || mode === -4) drop(this.g.highlighted);
    else if (mode === 2 || mode === -2) {
      if (!this.g.hidden.includes(handle)) this.g.hidden.push(handle);
    } else if (mode === 1 || mode === -1) drop(this.g.hidden);
  }

  text(box: number | null, text: string): void {
    this.used = true;
    if (box === null) {
      this.g.texts = [];
      return;
    }
    this.g.texts = [...this.g.texts.filter((t) => t.box !== box), { box, text }];
  }

  /** What is on screen now (the current frame's vectors only), for grread's question. */
  current(): TransientGraphics {
    return { ...this.g, vectors: this.g.vectors.filter((v) => v.frame === this.g.frames), texts: [...this.g.texts], highlighted: [...this.g.highlighted], hidden: [...this.g.hidden] };
  }

  /** The record for the run result, or undefined when nothing was drawn. */
  result(): TransientGraphics | undefined {
    return this.used ? this.g : undefined;
  }
}
