/*
 * The debugger's state in the workbench: the session's phase, where it stopped, the call stack
 * and the variables of the selected frame, the watch list, the breakpoints of each document (by
 * line, with their condition and hit count), which errors and function entries break, and what
 * the drawing looks like at this stop (shown instead of the last run's after view and diff).
 */
import type { StateCreator } from 'zustand';
import type { DrawingDiff, DrawingSnapshot } from '../../interpreter/runner/contract.js';
import type { AppState } from './index.js';

export type DebugPhase = 'idle' | 'starting' | 'running' | 'stopped';

export interface DebugFrame {
  id: number;
  name: string;
  file?: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
}

export interface DebugVar {
  name: string;
  value: string;
  type?: string;
  /** > 0: has parts (expand with a variables request) */
  ref: number;
}

export interface BreakpointRow {
  line: number;
  condition?: string;
  hitCondition?: string;
  /** what the session made of it (moved to the next form, or refused with a reason) */
  verified?: boolean;
  message?: string;
}

export interface StopView {
  reason: string;
  description: string;
  phase?: string;
  error?: string;
}

/** A drawing to show instead of the last run's (a debug stop, the console since its reset). */
export interface DrawingOverride {
  kind: 'debug' | 'console';
  label: string;
  before: DrawingSnapshot | null;
  after: DrawingSnapshot;
  diff: DrawingDiff;
}

export interface DebugData {
  debugPhase: DebugPhase;
  debugDocId: string | null;
  stop: StopView | null;
  frames: DebugFrame[];
  frameIndex: number;
  scopes: Array<{ name: string; ref: number; vars: DebugVar[] }>;
  /** children of expanded values, by their handle */
  expanded: Record<number, DebugVar[]>;
  watches: string[];
  watchValues: Record<string, { value: string; error?: boolean; ref: number }>;
  breakpoints: Record<string, BreakpointRow[]>;
  breakOnError: boolean;
  breakOnTrapped: boolean;
  /** function names to break on entry (debug-on-entry), comma-separated */
  entryBreaks: string;
  /** what the program printed in this debug session so far */
  debugOutput: string;
  drawingOverride: DrawingOverride | null;
}

export interface DebugSlice extends DebugData {
  setDebug(patch: Partial<DebugData>): void;
  toggleBreakpoint(docId: string, line: number): void;
  setBreakpointLines(docId: string, lines: number[]): void;
  updateBreakpoint(docId: string, line: number, patch: Partial<BreakpointRow>): void;
  addWatch(expr: string): void;
  removeWatch(expr: string): void;
}

export const createDebugSlice: StateCreator<AppState, [], [], DebugSlice> = (set) => ({
  debugPhase: 'idle',
  debugDocId: null,
  stop: null,
  frames: [],
  frameIndex: 0,
  scopes: [],
  expanded: {},
  watches: [],
  watchValues: {},
  breakpoints: {},
  breakOnError: true,
  breakOnTrapped: false,
  entryBreaks: '',
  debugOutput: '',
  drawingOverride: null,
  setDebug: (patch) => set(patch),
  toggleBreakpoint: (docId, line) =>
    set((s) => {
      const rows = s.breakpoints[docId] ?? [];
      const next = rows.some((r) => r.line === line) ? rows.filter((r) => r.line !== line) : [...rows, { line }].sort((a, b) => a.line - b.line);
      return { breakpoints: { ...s.breakpoints, [docId]: next } };
    }),
  setBreakpointLines: (docId, lines) =>
    set((s) => {
      const rows = s.breakpoints[docId] ?? [];
      if (rows.length === lines.length && rows.every((r, i) => r.line === lines[i])) return {};
      return { breakpoints: { ...s.breakpoints, [docId]: rows.map((r, i) => ({ ...r, line: lines[i] ?? r.line })) } };
    }),
  updateBreakpoint: (docId, line, patch) =>
    set((s) => ({ breakpoints: { ...s.breakpoints, [docId]: (s.breakpoints[docId] ?? []).map((r) => (r.line === line ? { ...r, ...patch } : r)) } })),
  addWatch: (expr) => set((s) => (expr.trim() && !s.watches.includes(expr.trim()) ? { watches: [...s.watches, expr.trim()] } : {})),
  removeWatch: (expr) => set((s) => ({ watches: s.watches.filter((w) => w !== expr) })),
});
