/*
 * The real agent for createHost: agent/host-service.ts over the host's runs, drawings, provider
 * settings and key, with transcripts kept per script under the user-data folder so conversations
 * survive a restart. Plain Node (no Electron): main and the browser-mode server both use it.
 */
import { join } from 'node:path';
import { createAgentService } from '../../../agent/host-service.js';
import type { AgentFactory } from './agent-service.js';

export const TRANSCRIPTS_DIR = 'agent-transcripts';

export function agentFactory(userDataDir: string): AgentFactory {
  return (deps) => createAgentService(deps, { transcriptsDir: join(userDataDir, TRANSCRIPTS_DIR) });
}
