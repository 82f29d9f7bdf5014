/*
 * Files changed by another program while open in a tab (an editor, a sync tool, git): checked
 * when the window gets focus and every few seconds while it is visible, by the hash of the bytes
 * on disk against the hash the tab read or wrote. A clean tab takes the new text (nothing of the
 * drafter's is lost: the tab had no edits); a tab with unsaved edits keeps them and says so once
 * per disk version (its Save then asks before replacing the other program's changes, see
 * documents.ts); a file that disappeared is reported once and its tab keeps its text.
 */
import { host } from '../app/host.js';
import { editorService } from '../editor/editor-service.js';
import { useApp } from '../store/index.js';
import { takeDiskVersion } from './documents.js';

const POLL_MS = 4000;
/** what was last reported per tab: the disk hash, or "gone" */
const reported = new Map<string, string>();
let checking = false;

export async function checkExternalChanges(): Promise<void> {
  if (checking) return;
  checking = true;
  try {
    for (const meta of useApp.getState().docs) {
      if (!meta.path || !meta.diskHash) continue;
      let now;
      try {
        now = await host().readTextFile(meta.path);
      } catch {
        continue; // unreadable for now (locked, too large): try again later
      }
      const cur = useApp.getState().docs.find((d) => d.id === meta.id);
      if (!cur || cur.path !== meta.path || cur.diskHash !== meta.diskHash) continue; // saved or closed meanwhile
      const st = useApp.getState();
      if (now === null) {
        if (reported.get(meta.id) !== 'gone') st.notify('error', `${meta.path} was deleted or moved by another program. Its tab keeps the text; Save writes it again.`);
        reported.set(meta.id, 'gone');
        continue;
      }
      if (now.hash === meta.diskHash) {
        reported.delete(meta.id);
        continue;
      }
      if (now.text.replace(/\r\n/g, '\n') === editorService().getText(meta.id)) {
        takeDiskVersion(meta.id, { diskHash: now.hash });
        continue;
      }
      if (!meta.dirty) {
        const doc = await host().openFile(meta.path);
        if (!doc) continue;
        takeDiskVersion(meta.id, doc);
        reported.delete(meta.id);
        st.notify('info', `${meta.name} was changed by another program: reloaded (the tab had no unsaved edits).`);
        continue;
      }
      if (reported.get(meta.id) === now.hash) continue;
      reported.set(meta.id, now.hash);
      st.notify('error', `${meta.name} was changed by another program. Your unsaved edits are kept; saving will ask before replacing the other program's changes.`);
    }
  } finally {
    checking = false;
  }
}

/** Check on focus and every few seconds while visible; returns the cleanup. */
export function watchExternalChanges(pollMs = POLL_MS): () => void {
  const check = (): void => void checkExternalChanges();
  const onVisible = (): void => {
    if (document.visibilityState === 'visible') check();
  };
  window.addEventListener('focus', check);
  document.addEventListener('visibilitychange', onVisible);
  const timer = setInterval(() => {
    if (document.visibilityState !== 'hidden') check();
  }, pollMs);
  return () => {
    window.removeEventListener('focus', check);
    document.removeEventListener('visibilitychange', onVisible);
    clearInterval(timer);
  };
}
