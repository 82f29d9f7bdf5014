/* Coordinate plot options: the expression to evaluate after the run, joining points, the source. */
import type { StateCreator } from 'zustand';
import type { AppState } from './index.js';

export type PlotSource = 'value' | 'expression' | 'output';

export interface PlotSlice {
  plotExpr: string;
  plotJoin: boolean;
  plotSource: PlotSource;
  setPlotExpr(e: string): void;
  setPlotJoin(b: boolean): void;
  setPlotSource(s: PlotSource): void;
}

export const createPlotSlice: StateCreator<AppState, [], [], PlotSlice> = (set) => ({
  plotExpr: '',
  plotJoin: true,
  plotSource: 'value',
  setPlotExpr: (plotExpr) => set({ plotExpr }),
  setPlotJoin: (plotJoin) => set({ plotJoin }),
  setPlotSource: (plotSource) => set({ plotSource }),
});
