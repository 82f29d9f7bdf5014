/*
 * The Debug Adapter Protocol's base protocol: each message is a header block
 * ("Content-Length: N" and any other headers, each ending in CRLF, then an empty line) followed
 * by exactly N bytes of UTF-8 JSON. The reader accepts chunks cut anywhere (inside a header,
 * inside a multi-byte character) and any number of messages per chunk.
 */
const HEADER_END = '\r\n\r\n';
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** One message, framed. */
export function frame(msg: unknown): Uint8Array {
  const body = encoder.encode(JSON.stringify(msg));
  const head = encoder.encode(`Content-Length: ${body.length}${HEADER_END}`);
  const out = new Uint8Array(head.length + body.length);
  out.set(head, 0);
  out.set(body, head.length);
  return out;
}

export class FramingError extends Error {}

export class DapReader {
  private buf = new Uint8Array(0);

  /** Add bytes; returns the whole messages they complete. Throws FramingError on a bad header. */
  feed(chunk: Uint8Array): unknown[] {
    const joined = new Uint8Array(this.buf.length + chunk.length);
    joined.set(this.buf, 0);
    joined.set(chunk, this.buf.length);
    this.buf = joined;
    const out: unknown[] = [];
    for (;;) {
      const end = indexOfHeaderEnd(this.buf);
      if (end < 0) {
        if (this.buf.length > 8192) throw new FramingError('no end of header within 8 KB');
        return out;
      }
      const header = decoder.decode(this.buf.subarray(0, end));
      const m = /(?:^|\r\n)Content-Length:\s*(\d+)\s*(?:\r\n|$)/i.exec(header);
      if (!m) throw new FramingError(`a header without Content-Length: ${JSON.stringify(header.slice(0, 80))}`);
      const length = Number(m[1]);
      const start = end + HEADER_END.length;
      if (this.buf.length < start + length) return out;
      const body = decoder.decode(this.buf.subarray(start, start + length));
      this.buf = this.buf.slice(start + length);
      try {
        out.push(JSON.parse(body));
      } catch (e) {
        throw new FramingError(`a message that is not JSON: ${(e as Error).message}`);
      }
    }
  }
}

function indexOfHeaderEnd(b: Uint8Array): number {
  for (let i = 0; i + 3 < b.length; i++) if (b[i] === 13 && b[i + 1] === 10 && b[i + 2] === 13 && b[i + 3] === 10) return i;
  return -1;
}
