import { describe, expect, it } from 'vitest';
import iconv from 'iconv-lite';
import { decodeText, encodeText, scoreLegacy } from '../../electron/main/services/encoding.js';

const roundTrip = (bytes: Buffer) => {
  const d = decodeText(bytes);
  const back = encodeText(d.text, d.encoding, d.eol);
  return { d, back };
};

describe('encoding detection and round trip', () => {
  it('keeps plain UTF-8 (no BOM) with CRLF byte for byte', () => {
    const bytes = Buffer.from('(defun c:hi ()\r\n  (princ "héllo → ok")\r\n)\r\n', 'utf8');
    const { d, back } = roundTrip(bytes);
    expect(d.encoding).toBe('utf-8');
    expect(d.eol).toBe('\r\n');
    expect(d.text).toBe('(defun c:hi ()\n  (princ "héllo → ok")\n)\n');
    expect(back.bytes.equals(bytes)).toBe(true);
  });

  it('keeps the UTF-8 BOM', () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('(princ "ü")\n', 'utf8')]);
    const { d, back } = roundTrip(bytes);
    expect(d.encoding).toBe('utf-8-bom');
    expect(d.text).toBe('(princ "ü")\n');
    expect(back.bytes.equals(bytes)).toBe(true);
  });

  it('detects Windows-1252 bytes and writes the same bytes back', () => {
    const text = '; Maße und Größe, café, naïve\r\n(princ "Länge: 5 €")\r\n';
    const bytes = iconv.encode(text, 'windows-1252');
    expect(bytes.includes(0xdf)).toBe(true); // ß as a single byte
    const { d, back } = roundTrip(bytes);
    expect(d.encoding).toBe('windows-1252');
    expect(d.eol).toBe('\r\n');
    expect(d.text).toBe(text.replace(/\r\n/g, '\n'));
    expect(back.bytes.equals(bytes)).toBe(true);
  });

  it('detects GBK bytes and writes the same bytes back', () => {
    const text = ';; 画线程序\n(defun c:hx (/ p1 p2)\n  (princ "\\n第1点: ")\n  (setq p1 (getpoint))\n  (princ "完成")\n)\n';
    const bytes = iconv.encode(text, 'gbk');
    const { d, back } = roundTrip(bytes);
    expect(d.encoding).toBe('gbk');
    expect(d.eol).toBe('\n');
    expect(d.text).toBe(text);
    expect(back.bytes.equals(bytes)).toBe(true);
  });

  it('scores a short Latin word with two accented letters as 1252, not GBK', () => {
    // "Größe": ö ß are F6 DF, which is also a valid GBK pair
    expect(scoreLegacy(iconv.encode('(setq Größe 1)', 'windows-1252'))).toBeLessThanOrEqual(0);
    expect(scoreLegacy(iconv.encode('; 中文', 'gbk'))).toBeGreaterThan(0);
  });

  it('reads UTF-16 with a BOM', () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode('(princ "x")\r\n', 'utf-16le')]);
    const { d, back } = roundTrip(bytes);
    expect(d.encoding).toBe('utf-16le');
    expect(d.text).toBe('(princ "x")\n');
    expect(back.bytes.equals(bytes)).toBe(true);
  });

  it('treats pure ASCII as UTF-8 and uses the fallback line ending when there is none', () => {
    expect(decodeText(Buffer.from('(+ 1 2)'), '\r\n')).toEqual({ text: '(+ 1 2)', encoding: 'utf-8', eol: '\r\n' });
  });

  it('falls back to UTF-8 instead of writing "?" for characters the code page lacks', () => {
    const r = encodeText('(princ "中")\n', 'windows-1252', '\n');
    expect(r.encoding).toBe('utf-8');
    expect(r.fellBackFrom).toBe('windows-1252');
    expect(r.bytes.toString('utf8')).toBe('(princ "中")\n');
  });

  it('converts editor text with stray CRLF to the document line ending without doubling CRs', () => {
    expect(encodeText('a\r\nb\nc', 'utf-8', '\r\n').bytes.toString()).toBe('a\r\nb\r\nc');
    expect(encodeText('a\r\nb\nc', 'utf-8', '\n').bytes.toString()).toBe('a\nb\nc');
  });
});
