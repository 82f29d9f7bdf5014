/*
 * The CLI's worker entry (dist/worker-boot.mjs): runs dist/worker-script.cjs from the V8 code
 * cache (cli/code-cache.ts), so a cold worker does not parse and compile the interpreter again.
 */
import { fileURLToPath } from 'node:url';
import { parentPort, type MessagePort } from 'node:worker_threads';
import { loadCachedModule } from './code-cache.js';

if (!parentPort) throw new Error('worker-boot must run in a worker');
const mod = loadCachedModule(fileURLToPath(new URL('./worker-script.cjs', import.meta.url)));
(mod.exports.serveOn as (port: MessagePort) => void)(parentPort);
// after the module ran, so the cache holds the functions its start compiled too
mod.saveCache();
