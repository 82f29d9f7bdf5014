/*
 * Builds a HostCore with its services from a user-data folder and the app root. Electron main and
 * the web server differ only in the dialogs, the secret store, the mode and (later) the run
 * service; everything else is the same code.
 */
import { dirname, join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { NotConfiguredAgentService, type AgentFactory } from './agent-service.js';
import { agentFactory, TRANSCRIPTS_DIR } from './agent-factory.js';
import { APP_VERSION, samplesDirOf } from './app-info.js';
import { AutosaveStore, SessionStore } from './autosave.js';
import type { FetchLike } from './connection-test.js';
import type { DialogService } from './dialogs.js';
import { factoryLoader, type DrawingLoader } from './drawing-loader.js';
import { drawingFactory } from '../../../interpreter/drawing/index.js';
import { DrawingService } from './drawings.js';
import { HostCore, type HostCoreDeps } from './host-core.js';
import { testConnection as probeChat } from '../../../agent/providers.js';
import { InProcessRunService, type RunService } from './run-service.js';
import type { SecretStore } from './secret-store.js';
import { SettingsStore } from './settings.js';
import { removeStaleTemps } from './atomic-write.js';
import { GrantedPathPolicy, WorkspacePathPolicy, type PathPolicy } from './path-policy.js';
import { ConsoleService, type ConsoleTarget } from './console-service.js';
import { DebugService } from './debug-service.js';
import { SessionClient } from '../../../interpreter/worker/session-client.js';
import type { StoredSettings } from './settings-schema.js';
import { environmentKeyOrigins, KeyCustody } from './key-custody.js';
import { PROVIDER_PRESETS } from '../../shared/provider-presets.js';

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
  /** which paths the page may use; default: the workspace folder in browser mode, dialog grants in Electron */
  paths?: PathPolicy;
  /** starts a session worker for a debug or console session (default: dist/session-worker.mjs) */
  startSession?: () => ConsoleTarget;
  /**
   * the environment the host reads the agent's endpoint from (browser mode, as the CLI does):
   * LISPWRIGHT_BASE_URL and LISPWRIGHT_MODEL override the stored provider settings for this run,
   * and decide where an environment key may go
   */
  env?: Record<string, string | undefined>;
  /** Test connection's chat request (default: the agent's; none when `fetch` is injected) */
  chatProbe?: HostCoreDeps['chatProbe'];
}

/** The provider settings LISPWRIGHT_BASE_URL / LISPWRIGHT_MODEL stand for (empty when neither is set). */
export function providerFromEnv(env: Record<string, string | undefined>): Partial<StoredSettings['provider']> {
  const out: Partial<StoredSettings['provider']> = {};
  const url = env.LISPWRIGHT_BASE_URL?.trim();
  if (url) {
    out.baseUrl = url;
    const preset = (Object.keys(PROVIDER_PRESETS) as Array<keyof typeof PROVIDER_PRESETS>).find((k) => PROVIDER_PRESETS[k].baseUrl && PROVIDER_PRESETS[k].baseUrl.replace(/\/+$/, '') === url.replace(/\/+$/, ''));
    out.preset = preset ?? 'custom';
  }
  const model = env.LISPWRIGHT_MODEL?.trim();
  if (model) out.model = model;
  return out;
}

const HOSTED_PRESET_URLS = Object.values(PROVIDER_PRESETS).filter((p) => p.needsKey).map((p) => p.baseUrl);

export function createHost(o: CreateHostOptions): HostCore {
  mkdirSync(o.userDataDir, { recursive: true });
  const env = o.env ?? {};
  const settings = new SettingsStore(join(o.userDataDir, 'settings.json'), o.secrets, providerFromEnv(env));
  const custody = new KeyCustody(o.secrets, {
    file: join(o.userDataDir, 'key-custody.json'),
    envOrigins: environmentKeyOrigins(env, HOSTED_PRESET_URLS),
    initialBaseUrl: async () => (await settings.stored()).provider.baseUrl,
  });
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
    session: new SessionStore(join(o.userDataDir, 'session')),
    drawings,
    runs,
    agent: {
      start: (r) => agentRef.impl.start(r),
      stop: (id) => agentRef.impl.stop(id),
      transcript: (id) => agentRef.impl.transcript(id),
      answer: (id, text) => agentRef.impl.answer(id, text),
    },
    debug,
    console: consoleSessions,
    dialogs: o.dialogs,
    paths: o.paths ?? defaultPathPolicy(o, settings),
    custody,
    memoryFallbackDir: o.userDataDir,
    ...(o.workspaceDir ? { workspaceDir: o.workspaceDir } : {}),
    ...(o.fetch ? { fetch: o.fetch } : {}),
    chatProbe: o.chatProbe !== undefined ? o.chatProbe : o.fetch ? null : (cfg) => probeChat(cfg),
  });
  core.startupCleaned = removeTempsLeftBehind(o, settings);
  emitRef.core = core;
  // The real agent unless the caller brings its own (tests); `agent: null` leaves it unconfigured.
  const factory = o.agent === undefined ? agentFactory(o.userDataDir) : o.agent;
  if (factory) {
    agentRef.impl = factory({
      provider: async () => (await settings.stored()).provider,
      apiKey: (baseUrl) => custody.credentialsFor(baseUrl),
      memoryDir: (path) => core.memoryDir(path),
      runs,
      drawings,
      emit: (sessionId, event) => core.emit('agent:event', { sessionId, event }),
    });
  }
  return core;
}

/** Browser mode confines the page to its workspace; Electron to what the user chose (path-policy.ts). */
function defaultPathPolicy(o: CreateHostOptions, settings: SettingsStore): PathPolicy {
  if (o.mode === 'web') {
    if (!o.workspaceDir) throw new Error('browser mode needs a workspace folder');
    return new WorkspacePathPolicy(o.workspaceDir);
  }
  return new GrantedPathPolicy({ recentFiles: async () => (await settings.stored()).recentFiles });
}

/**
 * Start-up: delete the temp files killed writes left (`.NAME.PID.RANDOM.tmp`) in the folders the
 * host writes to: user data, transcripts, the workspace, and the folders of recent files.
 */
async function removeTempsLeftBehind(o: CreateHostOptions, settings: SettingsStore): Promise<string[]> {
  const dirs = new Set([o.userDataDir, join(o.userDataDir, TRANSCRIPTS_DIR), ...(o.workspaceDir ? [o.workspaceDir] : [])]);
  try {
    for (const f of (await settings.stored()).recentFiles) dirs.add(dirname(f));
  } catch {
    // no settings yet
  }
  const removed: string[] = [];
  for (const d of dirs) removed.push(...(await removeStaleTemps(d)).map((n) => join(d, n)));
  return removed;
}
