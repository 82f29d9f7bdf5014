/** What in-process runs get in the CLI: the default drawing database and the bundled samples. */
import { defaultDrawings } from '../interpreter/runner/default-drawings.js';
import type { RunnerDeps } from '../interpreter/runner/run-request.js';
import { sampleText } from './sample-text.js';

export { sampleText };

export function cliDeps(): RunnerDeps {
  return { ...(defaultDrawings ? { drawings: defaultDrawings } : {}), resolveSample: sampleText };
}
