/* Shared set-up for renderer component tests: a fresh store, a mock host and an in-memory editor. */
import { provideHost } from '../../../renderer/app/host.js';
import { resetHostInfo } from '../../../renderer/app/host-info.js';
import { resetDocumentCommands } from '../../../renderer/commands/documents.js';
import { MemoryEditorService, setEditorService } from '../../../renderer/editor/editor-service.js';
import { MockHost } from '../../../renderer/host/mock-host.js';
import { resetApp } from '../../../renderer/store/index.js';

export function setupApp(): { host: MockHost; editor: MemoryEditorService } {
  resetApp();
  resetDocumentCommands();
  resetHostInfo();
  globalThis.localStorage?.clear();
  const host = new MockHost();
  provideHost(host);
  const editor = new MemoryEditorService();
  setEditorService(editor);
  if (typeof HTMLCanvasElement !== 'undefined') HTMLCanvasElement.prototype.getContext = (() => null) as never;
  return { host, editor };
}
