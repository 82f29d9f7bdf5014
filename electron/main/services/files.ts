/*
 * Opening and saving .lsp text files for the editor: detect the encoding and line ending on open,
 * write them back the same way (atomically) on save. The editor holds text with "\n"; the
 * document remembers the file's own line ending.
 */
import { promises as fs } from 'node:fs';
import { basename } from 'node:path';
import type { TextDocument } from '../../shared/contract.js';
import { writeFileAtomic } from './atomic-write.js';
import { sha256Hex } from './code-hash.js';
import { decodeText, encodeText, isTextEncoding } from './encoding.js';
import { withFsWords } from './fs-errors.js';

/** Refuse to load files the editor cannot reasonably hold. */
export const MAX_TEXT_FILE_BYTES = 32 * 1024 * 1024;

export const platformEol = (): '\n' | '\r\n' => (process.platform === 'win32' ? '\r\n' : '\n');

export function newDocument(name = 'untitled.lsp'): TextDocument {
  return { path: null, name, text: '', encoding: 'utf-8', eol: platformEol() };
}

export async function openDocument(path: string): Promise<TextDocument> {
  const st = await withFsWords(path, () => fs.stat(path));
  if (!st.isFile()) throw new Error(`${path} is not a file`);
  if (st.size > MAX_TEXT_FILE_BYTES) throw new Error(`${basename(path)} is too large to open (${st.size} bytes)`);
  const bytes = await withFsWords(path, () => fs.readFile(path));
  const decoded = decodeText(bytes, platformEol());
  return { path, name: basename(path), text: decoded.text, encoding: decoded.encoding, eol: decoded.eol, diskHash: sha256Hex(bytes) };
}

/** The sha-256 of a file's bytes, or null when there is no such file. */
export async function diskHashOf(path: string): Promise<string | null> {
  try {
    return sha256Hex(await fs.readFile(path));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
}

/** Does a file (or anything) exist at path? */
export async function pathExists(path: string): Promise<boolean> {
  try {
    await fs.lstat(path);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw e;
  }
}

/** Write `doc` to `path` (default: doc.path) in its encoding and line ending. */
export async function saveDocument(doc: TextDocument, path: string | null = doc.path): Promise<TextDocument> {
  if (!path) throw new Error('this document has no file yet: use Save As');
  if (typeof doc.text !== 'string') throw new Error('document text must be a string');
  const encoding = isTextEncoding(doc.encoding) ? doc.encoding : 'utf-8';
  const eol = doc.eol === '\r\n' ? '\r\n' : '\n';
  const enc = encodeText(doc.text, encoding, eol);
  await withFsWords(path, () => writeFileAtomic(path, enc.bytes), true);
  const saved: TextDocument = { path, name: basename(path), text: doc.text, encoding: enc.encoding, eol, diskHash: sha256Hex(enc.bytes) };
  if (enc.fellBackFrom) {
    saved.warning = `Some characters cannot be written in ${enc.fellBackFrom}; the file was saved as UTF-8.`;
  }
  return saved;
}
