// The renderer's code hash (Verified Export, WebCrypto) must be the runner's codeHashOf exactly.
import { describe, expect, test } from 'vitest';
import { codeHashOf } from '../../interpreter/runner/index.js';
import { codeHash } from '../../renderer/verify/code-hash.js';

describe('code hash', () => {
  test('the renderer\'s WebCrypto hash equals the runner\'s codeHashOf, per file, in request order', async () => {
    const files = [
      { name: 'a.lsp', text: '(princ "é")' },
      { name: 'b.lsp', text: '(c:x)\r\n' },
    ];
    const expected = codeHashOf(files);
    expect(await codeHash(files)).toBe(expected);
    expect(await codeHash([...files].reverse())).not.toBe(expected);
  });
});
