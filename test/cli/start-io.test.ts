/*
 * What `eval`'s start reads and writes without Node's heavier machinery (issue 19): bundles read
 * as Latin-1 when they are ASCII (cli/code-cache.ts bundleSource), output written straight to the
 * fds with the stream taking over when an fd does not take a write (cli/fd-output.ts), and the
 * built bundles really are ASCII, so the fast read is the one taken.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleSource } from '../../cli/code-cache.js';

const dir = mkdtempSync(join(tmpdir(), 'lw-start-io-'));

describe('bundleSource', () => {
  it('reads an ASCII file as it is, and a file with UTF-8 text as UTF-8', () => {
    const ascii = join(dir, 'a.cjs');
    writeFileSync(ascii, 'module.exports = "plain \\u00e9";\n');
    expect(bundleSource(ascii)).toBe('module.exports = "plain \\u00e9";\n');
    const utf8 = join(dir, 'u.cjs');
    writeFileSync(utf8, 'module.exports = "h\u00e9llo \u2014 \u{1F600}";\n', 'utf8');
    expect(bundleSource(utf8)).toBe('module.exports = "h\u00e9llo \u2014 \u{1F600}";\n');
  });

  const bundles = ['dist/cli-eval.cjs', 'dist/worker-script.cjs'].filter((f) => existsSync(f));
  if (bundles.length < 2) console.warn('start-io: the code-cached bundles are not built (npm run build:node); their ASCII check is skipped');
  it.skipIf(bundles.length < 2)('the code-cached bundles are built as ASCII (so they are read by a plain copy)', () => {
    for (const f of bundles) expect(readFileSync(f).every((b) => b < 0x80), f).toBe(true);
  });
});

/** Run a little script that writes through cli/fd-output.ts (from source, through tsx's loader). */
function withFdOutput(body: string, stdio: 'pipe' | 'reader-gone'): { status: number | null; out: string; err: string } {
  const script = join(dir, `s${Math.random().toString(36).slice(2)}.mts`);
  writeFileSync(script, `import { fdOutput, writeToFd } from ${JSON.stringify(join(process.cwd(), 'cli/fd-output.ts'))};\n${body}\n`);
  // reader-gone: stdout is a pipe whose reader has exited (head -c 0), so a write there fails with EPIPE
  const cmd = stdio === 'reader-gone' ? `"${process.execPath}" --import tsx "${script}" | head -c 0` : `exec "${process.execPath}" --import tsx "${script}"`;
  const r = spawnSync('/bin/sh', ['-c', cmd], { encoding: 'utf8' });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

describe.skipIf(process.platform === 'win32')('fdOutput', () => {
  it('writes UTF-8 text to fds 1 and 2 in order, empty writes doing nothing', () => {
    const r = withFdOutput("fdOutput.out('a\u00e9'); fdOutput.err(''); fdOutput.err('e1\\n'); fdOutput.out(''); fdOutput.out('b\\n'); writeToFd(2, 'e2\\n');", 'pipe');
    expect(r).toEqual({ status: 0, out: 'a\u00e9b\n', err: 'e1\ne2\n' });
  });

  it('hands a write the fd refuses (a pipe whose reader is gone: EPIPE) to the stream, which reports it as before', () => {
    const r = withFdOutput("process.stdout.on('error', (e) => { process.stderr.write('stream: ' + e.code + '\\n'); }); setTimeout(() => { fdOutput.out('lost\\n'); fdOutput.err('still here\\n'); }, 400);", 'reader-gone');
    expect(r.err).toContain('still here\n');
    expect(r.err).toMatch(/stream: E[A-Z]+/);
  });
});
