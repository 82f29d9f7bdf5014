/*
 * sha-256 through node:crypto for the Node side of the runner (the pool's drawing keys hash whole
 * DXF texts: about 10x faster than the pure TypeScript runner/sha256.ts, which stays for the
 * browser). Same digest for the same text: both encode UTF-8 with lone surrogates as U+FFFD.
 */
import { createHash } from 'node:crypto';

export const nodeSha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
