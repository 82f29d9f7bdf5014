// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { startWorkbench, STARTER } from '../../renderer/app/lifecycle.js';
import { openDocument } from '../../renderer/commands/documents.js';
import { shortcutFor } from '../../renderer/commands/registry.js';
import { EditorTabs } from '../../renderer/editor/EditorTabs.js';
import { ConfirmDialog } from '../../renderer/panels/ConfirmDialog.js';
import { RecoveryBanner } from '../../renderer/panels/RecoveryBanner.js';
import { useApp } from '../../renderer/store/index.js';
import { setupApp } from './support/setup-app.js';

let env: ReturnType<typeof setupApp>;
let stop: (() => void) | null = null;
beforeEach(() => {
  env = setupApp();
});
afterEach(() => {
  stop?.();
  stop = null;
  cleanup();
  vi.useRealTimers();
});

describe('start-up', () => {
  test('opens a starter document, reads settings', async () => {
    await env.host.setSettings({ theme: 'light', fontSize: 16 });
    stop = await startWorkbench();
    const st = useApp.getState();
    expect(st.docs).toHaveLength(1);
    expect(env.editor.getText(st.activeId!)).toBe(STARTER);
    expect(st.docs[0]!.dirty).toBe(false);
    expect(st).toMatchObject({ theme: 'light', fontSize: 16 });
  });

  test('autosaved buffers come back in their own tabs, dirty over the file on disk, each listed once with its time', async () => {
    env.host.files.set('/x/grid.lsp', '(princ "on disk")');
    await env.host.autosave({ id: 'lost-1', name: 'grid.lsp', path: '/x/grid.lsp', text: '(princ "unsaved work")', savedAt: '2026-01-01T10:00:00.000Z' });
    // an older buffer of the same file is the same document: not listed, not a second tab
    await env.host.autosave({ id: 'lost-0', name: 'grid.lsp', path: '/x/grid.lsp', text: '(princ "older")', savedAt: '2026-01-01T09:00:00.000Z' });
    stop = await startWorkbench();
    render(
      <>
        <RecoveryBanner />
        <EditorTabs />
      </>,
    );
    const st = useApp.getState();
    expect(st.docs.map((d) => d.path)).toEqual(['/x/grid.lsp']);
    expect(env.editor.getText(st.activeId!)).toBe('(princ "unsaved work")');
    expect(st.docs[0]!.dirty).toBe(true);
    expect(screen.getAllByTestId('recovered-item')).toHaveLength(1);
    expect(screen.getByTestId('recovered-item').textContent).toContain('grid.lsp');
    expect(screen.getByLabelText('unsaved')).toBeTruthy();
    await waitFor(async () => expect((await env.host.listAutosaved()).map((b) => b.id)).toEqual(['lost-1']));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('region', { name: 'recovered buffers' })).toBeNull();
  });

  test('discarding a restored document\'s changes: an untitled one closes and its buffer goes', async () => {
    await env.host.autosave({ id: 'lost-2', name: 'old.lsp', path: null, text: 'x', savedAt: new Date().toISOString() });
    stop = await startWorkbench();
    render(<RecoveryBanner />);
    expect(useApp.getState().docs.map((d) => d.name)).toEqual(['old.lsp']);
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    await waitFor(async () => expect(await env.host.listAutosaved()).toHaveLength(0));
    await waitFor(() => expect(useApp.getState().docs.map((d) => d.name)).toEqual([]));
  });
});

describe('nothing lost', () => {
  test('edits mark the tab dirty and autosave after a pause; saving clears both', async () => {
    stop = await startWorkbench();
    const id = useApp.getState().activeId!;
    const spy = vi.spyOn(env.host, 'autosave');
    vi.useFakeTimers();
    env.editor.setText(id, '(princ "changed")');
    expect(useApp.getState().docs[0]!.dirty).toBe(true);
    expect(spy).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1100);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]![0]).toMatchObject({ id, text: '(princ "changed")' });
    vi.useRealTimers();
    env.host.emit('menu:command', { command: 'save' });
    await waitFor(() => expect(useApp.getState().docs[0]!.dirty).toBe(false));
    expect([...env.host.files.values()]).toContain('(princ "changed")');
    expect(await env.host.listAutosaved()).toHaveLength(0);
  });

  test('undoing back to the saved text is clean again', async () => {
    stop = await startWorkbench();
    const id = useApp.getState().activeId!;
    env.editor.setText(id, 'x');
    expect(useApp.getState().docs[0]!.dirty).toBe(true);
    env.editor.setText(id, STARTER);
    expect(useApp.getState().docs[0]!.dirty).toBe(false);
  });

  test('closing the page with unsaved changes asks first', async () => {
    stop = await startWorkbench();
    const ev = () => {
      const e = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(ev()).toBe(false);
    env.editor.setText(useApp.getState().activeId!, 'dirty');
    expect(ev()).toBe(true);
  });

  test('closing a dirty tab asks; cancelling keeps it', async () => {
    stop = await startWorkbench();
    const id = useApp.getState().activeId!;
    env.editor.setText(id, 'dirty');
    render(
      <>
        <EditorTabs />
        <ConfirmDialog />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: /^close / }));
    await waitFor(() => expect(screen.getByTestId('confirm-dialog').textContent).toContain('unsaved changes'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(useApp.getState().docs).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /^close / }));
    fireEvent.click(await screen.findByRole('button', { name: 'Close without saving' }));
    await waitFor(() => expect(useApp.getState().docs).toHaveLength(0));
  });
});

describe('menu commands and shortcuts', () => {
  test('menu:command pushes run commands', async () => {
    stop = await startWorkbench();
    act(() => env.host.emit('menu:command', { command: 'run' }));
    await waitFor(() => expect(useApp.getState().lastRun?.result.ok).toBe(true));
    act(() => env.host.emit('menu:command', { command: 'toggle-theme' }));
    expect(useApp.getState().theme).toBe('light');
    act(() => env.host.emit('menu:command', { command: 'zoom-reset' }));
    expect(useApp.getState().viewCommand?.kind).toBe('extents');
    act(() => env.host.emit('menu:command', { command: 'new' }));
    await waitFor(() => expect(useApp.getState().docs).toHaveLength(2));
  });

  test('format-document formats the active buffer', async () => {
    stop = await startWorkbench();
    const { formatLisp } = await import('../../renderer/editor/format/format.js');
    env.editor.formatter = formatLisp;
    const id = openDocument({ path: null, name: 'f.lsp', text: '(defun f (x) x)', encoding: 'utf-8', eol: '\n' });
    act(() => env.host.emit('menu:command', { command: 'format-document' }));
    expect(env.editor.getText(id)).toBe('(defun f (x)\n  x)');
  });

  test('files opened from outside become tabs', async () => {
    stop = await startWorkbench();
    act(() => env.host.emit('file:opened', { document: { path: '/d/a.lsp', name: 'a.lsp', text: '(a)', encoding: 'windows-1252', eol: '\r\n' } }));
    expect(useApp.getState().docs.at(-1)).toMatchObject({ name: 'a.lsp', encoding: 'windows-1252', eol: '\r\n' });
  });

  test('keyboard shortcuts', () => {
    const k = (key: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => shortcutFor({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });
    expect(k('F5')).toBe('run');
    expect(k('Enter', { ctrlKey: true })).toBe('run');
    expect(k('s', { ctrlKey: true })).toBe('save');
    expect(k('S', { metaKey: true, shiftKey: true })).toBe('save-as');
    expect(k('E', { ctrlKey: true, shiftKey: true })).toBe('export-verified');
    expect(k('s')).toBeNull();
  });
});

describe('browser mode (no native dialogs)', () => {
  test('Save As and Open DXF ask for a path; cancelling does nothing', async () => {
    vi.spyOn(env.host, 'hostInfo').mockResolvedValue({ mode: 'web', version: 'x', platform: 'linux', nativeDialogs: false, secretBackend: 'memory', workspaceDir: '/ws' } as never);
    stop = await startWorkbench();
    const prompt = vi.spyOn(window, 'prompt').mockReturnValue('/ws/mine.lsp');
    const saveAs = vi.spyOn(env.host, 'saveFileAs');
    env.host.emit('menu:command', { command: 'save-as' });
    await waitFor(() => expect(saveAs).toHaveBeenCalled());
    expect(prompt.mock.calls[0]![1]).toMatch(/^\/ws\/untitled-\d+\.lsp$/);
    expect(saveAs.mock.calls[0]![1]).toBe('/ws/mine.lsp');
    await waitFor(() => expect(useApp.getState().docs[0]!.path).toBe('/ws/mine.lsp'));
    prompt.mockReturnValue(null);
    const openDrawing = vi.spyOn(env.host, 'openDrawing');
    env.host.emit('menu:command', { command: 'open-drawing' });
    await waitFor(() => expect(prompt).toHaveBeenCalledTimes(2));
    expect(openDrawing).not.toHaveBeenCalled();
  });

  test('documents with CRLF line endings are edited with LF and keep their eol for saving', () => {
    const id = openDocument({ path: '/a.lsp', name: 'a.lsp', text: '(a)\r\n(b)\r\n', encoding: 'gbk', eol: '\r\n' });
    expect(env.editor.getText(id)).toBe('(a)\n(b)\n');
    expect(useApp.getState().docs.find((d) => d.id === id)).toMatchObject({ eol: '\r\n', encoding: 'gbk', dirty: false });
  });
});

describe('outline', () => {
  test('lists the defuns of the active file and jumps to one', async () => {
    stop = await startWorkbench();
    const id = openDocument({ path: null, name: 'o.lsp', text: '(defun a () 1)\n\n(defun c:b ()\n  2)', encoding: 'utf-8', eol: '\n' });
    render(<EditorTabs />);
    const select = screen.getByLabelText('outline') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Outline (2)', 'ƒ a', '⌘ c:b']);
    fireEvent.change(select, { target: { value: '1' } });
    expect(env.editor.cursor.get(id)).toEqual({ line: 3, column: 8 });
  });
});
