/*
 * The workbench layout: a top bar (run controls, save / export, theme, chat toggle), the editor
 * with its tabs on the left, drawing views / diff / plot on the right, the output / console /
 * debugger tabs along the bottom and the agent chat in a right-hand column. Split sizes are draggable.
 * At NARROW_PX and below (a 1280×800 laptop, a half-screen window) the three columns become two: the
 * chat is a drawer over the right side, toggled by the Agent button, and the editor column is
 * capped so the drawing keeps at least half the width.
 */
import { useEffect, useRef, useState } from 'react';
import { host } from './app/host.js';
import { ChatPanel } from './chat/ChatPanel.js';
import { LiveDialog } from './dialogs/LiveDialog.js';
import { EditorPane } from './editor/EditorPane.js';
import { EditorTabs } from './editor/EditorTabs.js';
import { ConfirmDialog } from './panels/ConfirmDialog.js';
import { BottomPane } from './panels/BottomPane.js';
import { ExportButton } from './panels/ExportButton.js';
import { RecoveryBanner } from './panels/RecoveryBanner.js';
import { RightPane } from './panels/RightPane.js';
import { RunPanel } from './panels/RunPanel.js';
import { useApp } from './store/index.js';

function useThemeSync(): void {
  const theme = useApp((s) => s.theme);
  const first = useRef(true);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    if (first.current) {
      first.current = false;
      return;
    }
    void host().setSettings({ theme }).catch(() => undefined);
  }, [theme]);
}

/** At this window width and below the chat is a drawer and the drawing keeps half the width. */
export const NARROW_PX = 1280;

function useNarrow(): boolean {
  const query = `(max-width: ${NARROW_PX}px)`;
  const [narrow, setNarrow] = useState(() => typeof window !== 'undefined' && !!window.matchMedia?.(query).matches);
  useEffect(() => {
    const mq = window.matchMedia?.(query);
    if (!mq) return;
    const on = () => setNarrow(mq.matches);
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, [query]);
  return narrow;
}

function Splitter({ onDrag, vertical }: { onDrag: (dx: number, dy: number) => void; vertical: boolean }) {
  const last = useRef<{ x: number; y: number } | null>(null);
  return (
    <div
      className={vertical ? 'splitter v' : 'splitter h'}
      role="separator"
      aria-orientation={vertical ? 'vertical' : 'horizontal'}
      onPointerDown={(e) => {
        last.current = { x: e.clientX, y: e.clientY };
        (e.target as Element).setPointerCapture?.(e.pointerId);
      }}
      onPointerMove={(e) => {
        if (!last.current) return;
        onDrag(e.clientX - last.current.x, e.clientY - last.current.y);
        last.current = { x: e.clientX, y: e.clientY };
      }}
      onPointerUp={() => (last.current = null)}
    />
  );
}

export function App() {
  useThemeSync();
  const theme = useApp((s) => s.theme);
  const chatOpen = useApp((s) => s.chatOpen);
  const status = useApp((s) => s.status);
  const [leftPct, setLeftPct] = useState(46);
  const [consoleH, setConsoleH] = useState(190);
  const mainRef = useRef<HTMLDivElement>(null);
  const narrow = useNarrow();
  // entering the narrow layout starts with the drawer closed, so the drawing is in view
  useEffect(() => {
    if (narrow && useApp.getState().chatOpen) useApp.getState().toggleChat();
  }, [narrow]);
  const columns = narrow ? `min(${leftPct}%, calc(50% - 6px)) 6px minmax(50%, 1fr) 0px` : `${leftPct}% 6px 1fr ${chatOpen ? '320px' : '0px'}`;
  return (
    <div className="app" data-theme={theme}>
      <header className="topbar">
        <span className="brand">Lispwright</span>
        <RunPanel />
        <span className="spacer" />
        <ExportButton />
        <button type="button" onClick={() => useApp.getState().setTheme(theme === 'dark' ? 'light' : 'dark')} aria-label="toggle theme" title="Toggle dark / light theme">
          {theme === 'dark' ? '☀' : '☾'}
        </button>
        <button type="button" onClick={() => useApp.getState().toggleChat()} aria-pressed={chatOpen} title="Show or hide the agent chat">
          Agent
        </button>
      </header>
      <RecoveryBanner />
      <div className={narrow ? 'workspace narrow' : 'workspace'} ref={mainRef} style={{ gridTemplateColumns: columns, gridTemplateRows: `1fr 6px ${consoleH}px` }}>
        <section className="left-pane">
          <EditorTabs />
          <EditorPane />
        </section>
        <Splitter
          vertical
          onDrag={(dx) => {
            const w = mainRef.current?.clientWidth ?? 1000;
            setLeftPct((p) => Math.min(80, Math.max(20, p + (dx / w) * 100)));
          }}
        />
        <RightPane />
        <aside
          className={narrow ? 'chat-column chat-drawer' : 'chat-column'}
          hidden={!chatOpen}
          aria-label={narrow ? 'agent chat drawer' : undefined}
          onKeyDown={(e) => {
            // Esc closes the drawer, unless something inside used it (stopping the agent, a menu)
            if (narrow && e.key === 'Escape' && !e.defaultPrevented) useApp.getState().toggleChat();
          }}
        >
          {narrow && (
            <button type="button" className="link chat-drawer-close" onClick={() => useApp.getState().toggleChat()} title="Close the chat (the Agent button opens it again)">
              Close ✕
            </button>
          )}
          <ChatPanel />
        </aside>
        <Splitter vertical={false} onDrag={(_, dy) => setConsoleH((h) => Math.min(600, Math.max(60, h - dy)))} />
        <BottomPane />
      </div>
      {status && <footer className="statusbar">{status}</footer>}
      <LiveDialog />
      <ConfirmDialog />
    </div>
  );
}
