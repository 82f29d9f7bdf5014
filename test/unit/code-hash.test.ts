// The renderer's code hash (Verified Export) must follow the runner's rule exactly.
import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { codeHash } from '../../renderer/verify/code-hash.js';

describe('code hash', () => {
  test('sha-256 hex over name NUL text NUL per file, in request order', async () => {
    const files = [
      { name: 'a.lsp', text: '(princ "é")' },
      { name: 'b.lsp', text: '(c:x)\r\n' },
    ];
    const expected = createHash('sha256').update('a.lsp\0(princ "é")\0b.lsp\0(c:x)\r\n\0', 'utf8').digest('hex');
    expect(await codeHash(files)).toBe(expected);
    expect(await codeHash([...files].reverse())).not.toBe(expected);
  });
});
