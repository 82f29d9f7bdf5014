import { describe, expect, it, vi } from 'vitest';
vi.mock('electron', () => import('../mocks/electron.js'));
import type { MenuItemConstructorOptions } from 'electron';
import { buildMenuTemplate } from '../../electron/main/menu.js';

function flatten(items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((i) => [i, ...(Array.isArray(i.submenu) ? flatten(i.submenu) : [])]);
}

describe('menu', () => {
  const send = vi.fn();
  const openRecent = vi.fn();
  const items = flatten(buildMenuTemplate({ send, openRecent, clearRecent: vi.fn(), recent: ['/w/a.lsp'], isMac: false, dev: false }));
  const byLabel = (l: string) => items.find((i) => i.label === l)!;

  it('has the usual shortcuts, each sending its command', () => {
    const expected: Array<[string, string, string]> = [
      ['New', 'CmdOrCtrl+N', 'new'], ['Open…', 'CmdOrCtrl+O', 'open'], ['Save', 'CmdOrCtrl+S', 'save'],
      ['Save As…', 'CmdOrCtrl+Shift+S', 'save-as'], ['Export Verified…', 'CmdOrCtrl+E', 'export-verified'],
      ['Open Drawing…', 'CmdOrCtrl+Shift+O', 'open-drawing'], ['Run', 'F5', 'run'], ['Stop', 'Shift+F5', 'stop'],
      ['Zoom In', 'CmdOrCtrl+=', 'zoom-in'], ['Zoom Out', 'CmdOrCtrl+-', 'zoom-out'], ['Reset Zoom', 'CmdOrCtrl+0', 'zoom-reset'],
      ['Toggle Theme', 'CmdOrCtrl+Alt+T', 'toggle-theme'],
      // the debugger, with VLIDE's keys
      ['Step Into', 'F8', 'debug-step-into'], ['Step Over', 'Shift+F8', 'debug-step-over'], ['Step Out', 'CmdOrCtrl+Shift+F8', 'debug-step-out'],
      ['Continue', 'CmdOrCtrl+F8', 'debug-continue'], ['Toggle Breakpoint', 'F9', 'toggle-breakpoint'],
    ];
    for (const [label, accel, command] of expected) {
      const item = byLabel(label);
      expect(item.accelerator, label).toBe(accel);
      (item.click as () => void)();
      expect(send).toHaveBeenLastCalledWith(command);
    }
  });

  it('lists recent files and opens them on click', () => {
    const item = items.find((i) => i.sublabel === '/w/a.lsp')!;
    expect(item.label).toBe('a.lsp');
    (item.click as () => void)();
    expect(openRecent).toHaveBeenCalledWith('/w/a.lsp');
  });

  it('shows developer tools only in development', () => {
    expect(items.some((i) => i.role === 'toggleDevTools')).toBe(false);
    const dev = flatten(buildMenuTemplate({ send, openRecent, clearRecent: vi.fn(), recent: [], isMac: false, dev: true }));
    expect(dev.some((i) => i.role === 'toggleDevTools')).toBe(true);
    expect(dev.find((i) => i.label === 'No recent files')?.enabled).toBe(false);
  });
});
