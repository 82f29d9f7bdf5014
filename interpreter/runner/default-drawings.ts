/** The drawing database hosts use by default (the worker, the CLI). */
import { drawingFactory } from '../drawing/index.js';
import type { DrawingFactory } from '../ports/drawing.js';

export const defaultDrawings: DrawingFactory | undefined = drawingFactory;
