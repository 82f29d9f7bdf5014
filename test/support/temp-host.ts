/*
 * A HostCore over real services in a temporary user-data folder, with sample drawings copied in
 * and browser-mode "dialogs", for host and web-server tests.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHost, type CreateHostOptions } from '../../electron/main/services/create-host.js';
import { WorkspaceDialogs } from '../../electron/main/services/dialogs.js';
import { EnvSecretStore } from '../../electron/main/services/secret-store.js';
import type { HostCore } from '../../electron/main/services/host-core.js';

export const TINY_DXF = ['0', 'SECTION', '2', 'ENTITIES', '0', 'LINE', '8', '0', '10', '0', '20', '0', '11', '1', '21', '1', '0', 'ENDSEC', '0', 'EOF', ''].join('\n');

export interface TempHost {
  core: HostCore;
  root: string;
  userData: string;
  workspace: string;
  dispose(): void;
}

export function tempHost(opts: Partial<CreateHostOptions> & { env?: Record<string, string> } = {}): TempHost {
  const root = mkdtempSync(join(tmpdir(), 'lw-host-'));
  const userData = join(root, 'user-data');
  const workspace = join(root, 'workspace');
  mkdirSync(join(root, 'assets', 'drawings'), { recursive: true });
  mkdirSync(workspace);
  writeFileSync(join(root, 'assets', 'drawings', 'tiny.dxf'), TINY_DXF);
  const core = createHost({
    mode: 'web',
    userDataDir: userData,
    appRoot: root,
    workspaceDir: workspace,
    dialogs: new WorkspaceDialogs(workspace),
    secrets: new EnvSecretStore(opts.env ?? {}),
    ...opts,
  });
  return { core, root, userData, workspace, dispose: () => rmSync(root, { recursive: true, force: true }) };
}
