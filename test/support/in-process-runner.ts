/*
 * RunLisp for agent tests: the runner's runRequest in-process with the drawing database, recording
 * every request so tests can check what the agent ran.
 */
import { runRequest, type RunRequest } from '../../interpreter/runner/index.js';
import { defaultDrawings } from '../../interpreter/runner/default-drawings.js';
import type { RunLisp } from '../../agent/ports.js';

export function inProcessRunner(log?: RunRequest[]): RunLisp {
  const deps = defaultDrawings ? { drawings: defaultDrawings } : {};
  return async (req) => {
    log?.push(req);
    return runRequest(req, deps);
  };
}
