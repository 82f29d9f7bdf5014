/*
 * Builds the MainContext: the HostCore over the shared services, with Electron's dialogs and the
 * safeStorage-backed key store, plus where the renderer and preload live. In development
 * (unpackaged, LISPWRIGHT_DEV_URL set) the renderer comes from the Vite dev server instead.
 */
import { app } from 'electron';
import { join } from 'node:path';
import { APP_ORIGIN } from './app-protocol.js';
import { WindowRegistry, type MainContext } from './context.js';
import { ElectronDialogs } from './dialogs.js';
import { createSecretStore } from './secrets.js';
import { findAppRoot, rendererDirOf } from './services/app-info.js';
import { createHost } from './services/create-host.js';
import { PoolRunService } from './services/pool-run-service.js';
import { createRunnerPool } from '../../interpreter/worker/pool.js';
import { createDrawingLoader } from '../../interpreter/worker/drawing-loader.js';
import { drawingFactory } from '../../interpreter/drawing/index.js';
import { workerLoader } from './services/drawing-loader.js';
import { SessionClient } from '../../interpreter/worker/session-client.js';

export function setupHost(bundleDir: string): MainContext {
  const appRoot = findAppRoot(bundleDir);
  const userDataDir = app.getPath('userData');
  const windows = new WindowRegistry();
  const core = createHost({
    mode: 'electron',
    userDataDir,
    appRoot,
    dialogs: new ElectronDialogs(windows),
    secrets: createSecretStore(userDataDir),
    version: app.getVersion(),
    workspaceDir: app.getPath('documents'),
    // the worker bundle sits beside the main bundle's folder: dist/electron/main.cjs -> dist/worker.mjs
    // a drawing reaches a worker as the compact form its loader made (no DXF parse in the runner)
    runs: new PoolRunService(createRunnerPool({ workerPath: join(bundleDir, '..', 'worker.mjs'), resolvePortable: (key) => core.deps.drawings.portableFor(key) })),
    // DXF drawings are read in a worker of the same bundle: a large one must not freeze the window
    drawingLoader: workerLoader(createDrawingLoader({ workerPath: join(bundleDir, '..', 'drawing-load-worker.mjs'), spare: true }), drawingFactory),
    // debug and console sessions: their worker bundle sits beside it
    startSession: () => new SessionClient({ workerPath: join(bundleDir, '..', 'session-worker.mjs') }),
  });
  const devUrl = !app.isPackaged ? process.env.LISPWRIGHT_DEV_URL : undefined;
  return {
    core,
    windows,
    userDataDir,
    appRoot,
    rendererDir: rendererDirOf(appRoot),
    preloadPath: join(bundleDir, 'preload.cjs'),
    rendererOrigin: devUrl ? new URL(devUrl).origin : APP_ORIGIN,
    startUrl: devUrl ?? `${APP_ORIGIN}/index.html`,
    dev: !app.isPackaged,
  };
}
