/*
 * Window position and size, kept across restarts in <userData>/window-state.json. Restored
 * bounds are only used if they still overlap a connected display (a monitor may be gone).
 */
import { promises as fs, renameSync, writeFileSync } from 'node:fs';
import { tempPathFor } from './atomic-write.js';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WindowState {
  bounds: Rect;
  maximized: boolean;
}

export const DEFAULT_WINDOW: WindowState = { bounds: { x: 0, y: 0, width: 1400, height: 900 }, maximized: false };
const MIN_W = 640;
const MIN_H = 420;

const isRect = (r: unknown): r is Rect =>
  typeof r === 'object' && r !== null && ['x', 'y', 'width', 'height'].every((k) => Number.isFinite((r as Record<string, unknown>)[k]));

const overlaps = (a: Rect, b: Rect): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Validated state, or null when there is none usable for these displays. */
export function parseWindowState(raw: unknown, displays: Rect[]): WindowState | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { bounds, maximized } = raw as Record<string, unknown>;
  if (!isRect(bounds) || bounds.width < MIN_W || bounds.height < MIN_H) return null;
  if (displays.length > 0 && !displays.some((d) => overlaps(d, bounds))) return null;
  return { bounds, maximized: maximized === true };
}

export async function loadWindowState(file: string, displays: Rect[]): Promise<WindowState | null> {
  try {
    return parseWindowState(JSON.parse(await fs.readFile(file, 'utf8')), displays);
  } catch {
    return null;
  }
}


/** Synchronous variant for the window's 'close' event: the app may quit right after it. */
export function saveWindowStateSync(file: string, state: WindowState): void {
  // named like writeFileAtomic's temp files, so a killed write is cleaned up at the next start
  const tmp = tempPathFor(file);
  writeFileSync(tmp, JSON.stringify(state) + '\n');
  renameSync(tmp, file);
}
