/*
 * The drawing database hosts use by default (the worker, the CLI). Until the drawing database
 * lands this is undefined: runs get no drawing (the empty-drawing behaviour of runRequest).
 */
import type { DrawingFactory } from './drawing-port.js';

export const defaultDrawings: DrawingFactory | undefined = undefined;
