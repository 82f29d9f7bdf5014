import { describe, expect, it } from 'vitest';
import { Interp } from '../../interpreter/index.js';

describe('strcat speed', () => {
  it('appends 10k times within the 10 ms target (median of 5)', () => {
    const ip = new Interp();
    const src = '(setq s "" i 0) (while (< i 10000) (setq s (strcat s "ab") i (1+ i))) (strlen s)';
    const times: number[] = [];
    for (let k = 0; k < 5; k++) {
      const t0 = performance.now();
      const r = ip.runText(src);
      times.push(performance.now() - t0);
      expect(r.value).toBe(20000);
    }
    times.sort((a, b) => a - b);
    // generous bound for loaded CI machines (measured median: about 2 ms)
    expect(times[2]).toBeLessThan(30);
  });
});
