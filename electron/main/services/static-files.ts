/*
 * Serving the built renderer (dist/renderer) read-only, for the web server and the Electron app
 * protocol alike. Paths are resolved inside the folder and
 * anything that escapes it is refused. When the renderer has not been built, a placeholder page
 * says how to build it, so the server (and its API) still work.
 */
import { promises as fs } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticFile {
  body: Buffer;
  type: string;
}

export async function readStatic(root: string, urlPath: string): Promise<StaticFile | null> {
  let rel: string;
  try {
    rel = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (rel.includes('\0')) return null;
  if (rel === '/' || rel === '') rel = '/index.html';
  const full = normalize(join(root, rel));
  if (full !== root && !full.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  try {
    const st = await fs.stat(full);
    if (!st.isFile()) return null;
    return { body: await fs.readFile(full), type: TYPES[extname(full).toLowerCase()] ?? 'application/octet-stream' };
  } catch {
    return null;
  }
}

export const PLACEHOLDER_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Lispwright</title></head>
<body style="font-family: sans-serif; background: #1e1e1e; color: #ddd; padding: 2em">
<h1 id="placeholder">Lispwright</h1>
<p>The host is running, but the renderer has not been built. Run <code>npm run build</code> and reload.</p>
</body></html>
`;
