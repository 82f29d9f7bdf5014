/*
 * The drawing the next run starts from (a sample, an opened DXF or a new empty drawing, as the
 * host loaded it), the list of samples, and which layers the views hide.
 */
import type { StateCreator } from 'zustand';
import type { LoadedDrawing, SampleDrawing, SessionState } from '../../electron/shared/contract.js';
import type { AppState } from './index.js';

export interface DrawingSlice {
  samples: SampleDrawing[];
  drawing: LoadedDrawing | null;
  /** where the drawing came from (a restart loads it again) */
  drawingSource: SessionState['drawing'];
  drawingLoading: boolean;
  hiddenLayers: Record<string, true>;
  setSamples(s: SampleDrawing[]): void;
  setDrawing(d: LoadedDrawing | null, source?: SessionState['drawing']): void;
  setDrawingLoading(b: boolean): void;
  toggleLayer(name: string): void;
  showAllLayers(): void;
}

export const createDrawingSlice: StateCreator<AppState, [], [], DrawingSlice> = (set) => ({
  samples: [],
  drawing: null,
  drawingSource: null,
  drawingLoading: false,
  hiddenLayers: {},
  setSamples: (samples) => set({ samples }),
  setDrawing: (drawing, source) => set((s) => ({ drawing, drawingLoading: false, drawingSource: source === undefined ? (drawing ? s.drawingSource : null) : source })),
  setDrawingLoading: (drawingLoading) => set({ drawingLoading }),
  toggleLayer: (name) =>
    set((s) => {
      const hiddenLayers = { ...s.hiddenLayers };
      if (hiddenLayers[name]) delete hiddenLayers[name];
      else hiddenLayers[name] = true;
      return { hiddenLayers };
    }),
  showAllLayers: () => set({ hiddenLayers: {} }),
});
