/* A temp host with a real worker pool behind the browser-mode server (host tests of runs over the wire). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PoolRunService } from '../../electron/main/services/pool-run-service.js';
import { startWebServer, type WebServer } from '../../electron/web/http-server.js';
import { createRunnerPool, type RunnerPoolOptions } from '../../interpreter/worker/pool.js';
import { tempHost, type TempHost } from './temp-host.js';

export interface PoolWebHost {
  h: TempHost;
  srv: WebServer;
  base: string;
  close(): Promise<void>;
}

export async function servePoolHost(token: string, pool: RunnerPoolOptions = {}): Promise<PoolWebHost> {
  const h = tempHost({ runs: new PoolRunService(createRunnerPool(pool)) });
  const rendererDir = join(h.root, 'dist', 'renderer');
  mkdirSync(rendererDir, { recursive: true });
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html>');
  const srv = await startWebServer({ core: h.core, token, rendererDir });
  return {
    h, srv, base: `http://127.0.0.1:${srv.port}`,
    async close() {
      await srv.close();
      await h.core.deps.runs.dispose?.();
      h.dispose();
    },
  };
}
