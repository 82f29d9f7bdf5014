import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, promises as fs, readdirSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { openDocument, saveDocument } from '../../electron/main/services/files.js';
import { writeFileAtomic } from '../../electron/main/services/atomic-write.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'lw-files-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('open and save keep encoding and line endings', () => {
  it('edits a GBK CRLF file and saves GBK CRLF', async () => {
    const p = join(dir, 'gbk.lsp');
    writeFileSync(p, iconv.encode(';; 图层\r\n(princ "旧")\r\n', 'gbk'));
    const doc = await openDocument(p);
    expect(doc).toMatchObject({ name: 'gbk.lsp', encoding: 'gbk', eol: '\r\n', text: ';; 图层\n(princ "旧")\n' });
    const saved = await saveDocument({ ...doc, text: doc.text.replace('旧', '新') });
    expect(saved.encoding).toBe('gbk');
    expect(readFileSync(p).equals(iconv.encode(';; 图层\r\n(princ "新")\r\n', 'gbk'))).toBe(true);
  });

  it('saves a 1252 document with LF', async () => {
    const p = join(dir, 'w.lsp');
    await saveDocument({ path: p, name: 'w.lsp', text: '(princ "Größe")\n', encoding: 'windows-1252', eol: '\n' });
    expect(readFileSync(p).equals(iconv.encode('(princ "Größe")\n', 'windows-1252'))).toBe(true);
  });

  it('reports a fallback to UTF-8 on the returned document', async () => {
    const p = join(dir, 'x.lsp');
    const saved = await saveDocument({ path: p, name: 'x.lsp', text: '"中"', encoding: 'windows-1252', eol: '\n' });
    expect(saved.encoding).toBe('utf-8');
    expect(saved.warning).toMatch(/UTF-8/);
  });

  it('says file-system failures in words (missing file, missing folder, folder instead of file)', async () => {
    await expect(openDocument(join(dir, 'nope.lsp'))).rejects.toThrow(/^the file does not exist$/);
    const doc = { path: null, name: 'a.lsp', text: '1', encoding: 'utf-8', eol: '\n' as const };
    const target = join(dir, 'no-such-folder', 'a.lsp');
    await expect(saveDocument(doc, target)).rejects.toThrow(`the folder ${join(dir, 'no-such-folder')} does not exist`);
    mkdirSync(join(dir, 'sub'));
    await expect(saveDocument(doc, join(dir, 'sub'))).rejects.toThrow(`${join(dir, 'sub')} is a folder, not a file`);
  });

  it('refuses to save an untitled document without a path', async () => {
    await expect(saveDocument({ path: null, name: 'u.lsp', text: '', encoding: 'utf-8', eol: '\n' })).rejects.toThrow(/Save As/);
  });
});

describe('atomic writes', () => {
  it('replaces the file, keeps its mode and leaves no temp file', async () => {
    const p = join(dir, 'a.lsp');
    writeFileSync(p, 'old');
    await fs.chmod(p, 0o640);
    await writeFileAtomic(p, 'new contents');
    expect(readFileSync(p, 'utf8')).toBe('new contents');
    expect(statSync(p).mode & 0o777).toBe(0o640);
    expect(readdirSync(dir)).toEqual(['a.lsp']);
  });

  it('leaves the old file intact and cleans up when the rename fails', async () => {
    const target = join(dir, 'is-a-dir');
    mkdirSync(target);
    writeFileSync(join(target, 'keep'), 'x');
    await expect(writeFileAtomic(target, 'data')).rejects.toThrow();
    expect(readdirSync(dir)).toEqual(['is-a-dir']);
    expect(readFileSync(join(target, 'keep'), 'utf8')).toBe('x');
  });

  it('never exposes a partial file to a concurrent reader', async () => {
    const p = join(dir, 'big.lsp');
    const a = 'a'.repeat(2_000_000);
    const b = 'b'.repeat(2_000_000);
    writeFileSync(p, a);
    const writing = writeFileAtomic(p, b);
    const seen = new Set<string>();
    while (true) {
      const s = readFileSync(p, 'utf8');
      seen.add(s === a ? 'a' : s === b ? 'b' : 'partial');
      if (s === b) break;
      await new Promise((r) => setImmediate(r));
    }
    await writing;
    expect(seen.has('partial')).toBe(false);
  });
});
