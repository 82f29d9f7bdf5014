/*
 * Memory management: gc mem alloc expand. JavaScript manages memory for us, so these only keep
 * old programs running: gc and mem return nil (mem prints a one-line statistics header in
 * AutoCAD's style), alloc returns the previous segment size (starting at 1000, remembered per
 * interpreter), expand returns the number of segments asked for.
 */
import type { Ctx } from '../core/context.js';
import { argInt } from './assert.js';
import { defineBuiltins } from './registry.js';

export const DEFAULT_ALLOC = 1000;
const allocSize = new WeakMap<Ctx, number>();

export const MEMORY_BUILTINS = defineBuiltins([
  { name: 'gc', min: 0, max: 0, doc: '(gc) — Asks for garbage collection (automatic here); returns nil.', fn: () => null },
  {
    name: 'mem', min: 0, max: 0, doc: '(mem) — Prints memory statistics; returns nil.',
    fn: (_a, ctx) => {
      ctx.write('; GC calls: 0; GC run time: 0 ms\n');
      return null;
    },
  },
  {
    name: 'alloc', min: 1, max: 1, doc: '(alloc n) — Sets the memory segment size; returns the previous size.',
    fn: ([n], ctx) => {
      const size = argInt(n!);
      const prev = allocSize.get(ctx) ?? DEFAULT_ALLOC;
      allocSize.set(ctx, size);
      return prev;
    },
  },
  { name: 'expand', min: 1, max: 1, doc: '(expand n) — Reserves n more memory segments; returns n.', fn: ([n]) => argInt(n!) },
]);
