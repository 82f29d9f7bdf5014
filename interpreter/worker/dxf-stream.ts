/*
 * A run's DXF out of the worker while it is written (the CLI's --out-dxf): the writer's ~64 KB text
 * chunks are encoded into ~1 MB UTF-8 buffers, each posted (transferred) as soon as it is full, so
 * no string of the whole drawing is ever made and the host writes the file while the rest is being
 * written. Encoding here keeps the host's thread free to write.
 */
const BUFFER_BYTES = 1 << 20;

export class DxfStream {
  private buf = new Uint8Array(BUFFER_BYTES);
  private used = 0;
  private readonly encoder = new TextEncoder();
  constructor(private readonly post: (bytes: Uint8Array[], transfer: ArrayBuffer[]) => void) {}

  /** the next piece of the text, in order */
  readonly add = (chunk: string): void => {
    // a UTF-16 unit takes at most 3 bytes in UTF-8
    const worst = chunk.length * 3;
    if (this.used + worst > this.buf.length) {
      this.flush();
      if (worst > this.buf.length) this.buf = new Uint8Array(worst);
    }
    this.used += this.encoder.encodeInto(chunk, this.buf.subarray(this.used)).written;
  };

  /** post what is held (nothing when empty) */
  flush(): void {
    if (this.used === 0) return;
    const bytes = this.buf.subarray(0, this.used);
    this.post([bytes], [this.buf.buffer as ArrayBuffer]);
    this.buf = new Uint8Array(BUFFER_BYTES);
    this.used = 0;
  }
}
