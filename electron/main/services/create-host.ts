/*
 * Builds a HostCore with its services from a user-data folder and the app root. Electron main and
 * the web server differ only in the dialogs, the secret store, the mode and (later) the run
 * service; everything else is the same code.
 */
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { NotConfiguredAgentService, type AgentFactory } from './agent-service.js';
import { agentFactory } from './agent-factory.js';
import { APP_VERSION, samplesDirOf } from './app-info.js';
import { AutosaveStore } from './autosave.js';
import type { FetchLike } from './connection-test.js';
import type { DialogService } from './dialogs.js';
import { factoryLoader, type DrawingLoader } from './drawing-loader.js';
import { drawingFactory } from '../../../interpreter/drawing/index.js';
import { DrawingService } from './drawings.js';
import { HostCore } from './host-core.js';
import { InProcessRunService, type RunService } from './run-service.js';
import type { SecretStore } from './secret-store.js';
import { SettingsStore } from './settings.js';
import { ConsoleService, type ConsoleTarget } from './console-service.js';
import { DebugService } from './debug-service.js';
import { SessionClient } from '../../../interpreter/worker/session-client.js';

export interface CreateHostOptions {
  mode: 'electron' | 'web';
  userDataDir: string;
  appRoot: string;
  dialogs: DialogService;
  secrets: SecretStore;
  workspaceDir?: string;
  runs?: RunService;
  drawingLoader?: DrawingLoader;
  agent?: AgentFactory | null;
  fetch?: FetchLike;
  version?: string;
  /** starts a session worker for a debug or console session (default: dist/session-worker.mjs) */
  startSession?: () => ConsoleTarget;
}

export function createHost(o: CreateHostOptions): HostCore {
  mkdirSync(o.userDataDir, { recursive: true });
  const settings = new SettingsStore(join(o.userDataDir, 'settings.json'), o.secrets);
  const drawings = new DrawingService(samplesDirOf(o.appRoot), o.drawingLoader ?? factoryLoader(drawingFactory));
  const runs = o.runs ?? new InProcessRunService();
  const startSession = o.startSession ?? (() => new SessionClient());
  // Services that push (agent, debugger, console) need `core.emit`: they reach it through a ref.
  const emitRef: { core: HostCore | null } = { core: null };
  const debug = new DebugService(drawings, (sessionId, message) => emitRef.core?.emit('debug:message', { sessionId, message }), startSession);
  const consoleSessions = new ConsoleService(drawings, (p) => emitRef.core?.emit('console:ask', p), startSession);
  // The agent needs `core.emit`, so it is created after the core and put in place by a stub.
  const agentRef = { impl: new NotConfiguredAgentService() as HostCore['deps']['agent'] };
  const core = new HostCore({
    mode: o.mode,
    version: o.version ?? APP_VERSION,
    settings,
    secrets: o.secrets,
    autosave: new AutosaveStore(join(o.userDataDir, 'autosave')),
    drawings,
    runs,
    agent: {
      start: (r) => agentRef.impl.start(r),
      stop: (id) => agentRef.impl.stop(id),
      transcript: (id) => agentRef.impl.transcript(id),
    },
    debug,
    console: consoleSessions,
    dialogs: o.dialogs,
    ...(o.workspaceDir ? { workspaceDir: o.workspaceDir } : {}),
    ...(o.fetch ? { fetch: o.fetch } : {}),
  });
  emitRef.core = core;
  // The real agent unless the caller brings its own (tests); `agent: null` leaves it unconfigured.
  const factory = o.agent === undefined ? agentFactory(o.userDataDir) : o.agent;
  if (factory) {
    agentRef.impl = factory({
      provider: async () => (await settings.stored()).provider,
      apiKey: () => o.secrets.getApiKey(),
      runs,
      drawings,
      emit: (sessionId, event) => core.emit('agent:event', { sessionId, event }),
    });
  }
  return core;
}
