/*
 * Every user command by id, shared by the host's menu pushes (`menu:command`), the toolbar and
 * the keyboard shortcuts handled in the page (browser mode has no native menu).
 */
import type { MenuCommand } from '../../electron/shared/contract.js';
import { editorService } from '../editor/editor-service.js';
import { useApp } from '../store/index.js';
import { newDocument, openFileCommand, saveActive } from './documents.js';
import { openDrawing } from './drawings.js';
import { exportVerified } from './export.js';
import { runActive, stopRun } from './run.js';

export const COMMANDS: Record<MenuCommand, () => unknown> = {
  new: newDocument,
  open: () => openFileCommand(),
  save: () => saveActive(false),
  'save-as': () => saveActive(true),
  'export-verified': exportVerified,
  'open-drawing': () => openDrawing(),
  run: runActive,
  stop: stopRun,
  'zoom-in': () => useApp.getState().viewCmd('in'),
  'zoom-out': () => useApp.getState().viewCmd('out'),
  'zoom-reset': () => useApp.getState().viewCmd('extents'),
  'toggle-theme': () => {
    const st = useApp.getState();
    st.setTheme(st.theme === 'dark' ? 'light' : 'dark');
  },
  'format-document': () => {
    const id = useApp.getState().activeId;
    if (id) editorService().format(id);
  },
};

export function runCommand(c: MenuCommand): void {
  const fn = COMMANDS[c];
  if (fn) void fn();
}

/** Keyboard shortcuts for browser mode (Electron's menu accelerators send menu:command instead). */
export function shortcutFor(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): MenuCommand | null {
  const mod = e.ctrlKey || e.metaKey;
  if (e.key === 'F5') return 'run';
  if (mod && e.key === 'Enter') return 'run';
  if (e.key === 'Escape' && useApp.getState().running) return 'stop';
  if (!mod) return null;
  const k = e.key.toLowerCase();
  if (k === 's') return e.shiftKey ? 'save-as' : 'save';
  if (k === 'e' && e.shiftKey) return 'export-verified';
  if (k === 'o') return e.shiftKey ? 'open-drawing' : 'open';
  if (k === 'n' && e.altKey) return 'new';
  return null;
}
