/*
 * sha-256 through node:crypto for the Node side of the runner (the pool's drawing keys hash whole
 * DXF texts: about 10x faster than the pure TypeScript runner/sha256.ts, which stays for the
 * browser). Same digest for the same text: both encode UTF-8 with lone surrogates as U+FFFD.
 * node:crypto loads on the first long text: a short run (the CLI's `eval 1`) hashes a few bytes,
 * where loading the module would cost more than the pure digest.
 */
import type { createHash as CreateHash } from 'node:crypto';
import { sha256Hex } from '../runner/sha256.js';

/** Texts shorter than this are hashed by the pure digest (no node:crypto load). */
const NATIVE_FROM = 4096;
let createHash: typeof CreateHash | undefined;

export const nodeSha256Hex = (text: string): string => {
  if (text.length < NATIVE_FROM) return sha256Hex(text);
  createHash ??= process.getBuiltinModule('node:crypto').createHash;
  return createHash('sha256').update(text, 'utf8').digest('hex');
};
