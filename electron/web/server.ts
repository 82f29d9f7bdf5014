/*
 * `npm run web`: Lispwright in the browser. Builds the same HostCore as Electron main (with
 * workspace "dialogs" and the API key from the environment) and serves it on 127.0.0.1.
 *   node dist/web/server.mjs [--port N] [--user-data-dir DIR] [--workspace DIR]
 * Environment: PORT, LISPWRIGHT_USER_DATA, LISPWRIGHT_WORKSPACE, LISPWRIGHT_API_KEY / OPENAI_API_KEY,
 * LISPWRIGHT_BASE_URL and LISPWRIGHT_MODEL (the agent's endpoint, as for the CLI).
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { defaultUserDataDir, findAppRoot, rendererDirOf } from '../main/services/app-info.js';
import { createHost } from '../main/services/create-host.js';
import { WorkspaceDialogs } from '../main/services/dialogs.js';
import { EnvSecretStore } from '../main/services/secret-store.js';
import { PoolRunService } from '../main/services/pool-run-service.js';
import { createRunnerPool } from '../../interpreter/worker/pool.js';
import { createDrawingLoader } from '../../interpreter/worker/drawing-loader.js';
import { drawingFactory } from '../../interpreter/drawing/index.js';
import { drawingLoadWorkerPath, workerLoader } from '../main/services/drawing-loader.js';
import { newToken } from './auth.js';
import { startWebServer } from './http-server.js';

/** LISPWRIGHT_SPLIT_MIN_ENTITIES, when a whole number. */
function splitFromEnv(env: NodeJS.ProcessEnv): { splitMinEntities?: number } {
  const n = Number(env.LISPWRIGHT_SPLIT_MIN_ENTITIES);
  return env.LISPWRIGHT_SPLIT_MIN_ENTITIES && Number.isInteger(n) && n >= 0 ? { splitMinEntities: n } : {};
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      'user-data-dir': { type: 'string' },
      workspace: { type: 'string' },
    },
  });
  const portText = values.port ?? process.env.PORT ?? '0';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid port: ${portText}`);
  const appRoot = findAppRoot(dirname(fileURLToPath(import.meta.url)));
  const userDataDir = resolve(values['user-data-dir'] ?? process.env.LISPWRIGHT_USER_DATA ?? defaultUserDataDir());
  const workspaceDir = resolve(values.workspace ?? process.env.LISPWRIGHT_WORKSPACE ?? process.cwd());
  const core = createHost({
    mode: 'web',
    userDataDir,
    appRoot,
    workspaceDir,
    dialogs: new WorkspaceDialogs(workspaceDir),
    secrets: new EnvSecretStore(process.env),
    // LISPWRIGHT_BASE_URL / LISPWRIGHT_MODEL set the agent's endpoint, and where the environment key may go
    env: process.env,
    // runs happen in worker threads with a step budget, heap limits and a backstop
    // a drawing reaches a worker as the compact form its loader made (no DXF parse in the runner)
    runs: new PoolRunService(createRunnerPool({ resolvePortable: (key) => core.deps.drawings.portableFor(key) })),
    // DXF drawings are read in a worker too: a large one must not hold the server's event loop
    // (LISPWRIGHT_SPLIT_MIN_ENTITIES: from how many entities a drawing is answered in two parts; for tests)
    drawingLoader: workerLoader(createDrawingLoader({ workerPath: drawingLoadWorkerPath(), spare: true, ...splitFromEnv(process.env) }), drawingFactory),
  });
  const server = await startWebServer({
    core,
    token: newToken(),
    rendererDir: rendererDirOf(appRoot),
    port,
    log: (line) => process.stderr.write(`lispwright: ${line}\n`),
  });
  process.stdout.write(`Lispwright running at ${server.url}\n`);
  const stop = () => {
    Promise.all([server.close(), core.disposeSessions()]).then(() => process.exit(0), () => process.exit(1));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e: unknown) => {
  process.stderr.write(`lispwright: ${(e as Error).message}\n`);
  process.exit(1);
});
