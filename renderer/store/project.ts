/* The active document's project (its folder, lispwright.json and files), as the host last listed it. */
import type { StateCreator } from 'zustand';
import type { ProjectInfo } from '../../electron/shared/contract.js';
import type { AppState } from './index.js';

export interface ProjectSlice {
  project: ProjectInfo | null;
  setProject(p: ProjectInfo | null): void;
}

export const createProjectSlice: StateCreator<AppState, [], [], ProjectSlice> = (set) => ({
  project: null,
  setProject: (project) => set({ project }),
});
