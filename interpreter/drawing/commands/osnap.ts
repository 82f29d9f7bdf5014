/*
 * -OSNAP: "Current osnap modes: End,Cen,Int,Ext", then "Enter list of object snap modes:", a comma
 * list of mode names (3 letters are enough), NONe (no running snaps: OSMODE 0) or OFF (the modes
 * kept but suspended: bit 16384). Sets OSMODE. Mode names: OSNAP command reference.
 */
import { defineCommand } from './engine/command-def.js';

const MODES: ReadonlyArray<[number, string, string]> = [
  [1, 'END', 'End'], [2, 'MID', 'Mid'], [4, 'CEN', 'Cen'], [1024, 'GCE', 'Gcen'], [8, 'NOD', 'Nod'], [16, 'QUA', 'Qua'],
  [32, 'INT', 'Int'], [64, 'INS', 'Ins'], [128, 'PER', 'Per'], [256, 'TAN', 'Tan'], [512, 'NEA', 'Nea'],
  [2048, 'APP', 'App'], [4096, 'EXT', 'Ext'], [8192, 'PAR', 'Par'],
];

export const OSNAP = defineCommand({
  names: ['-OSNAP', 'OSNAP'],
  transparent: true,
  *run(io) {
    const cur = io.num('OSMODE', 0);
    const on = MODES.filter(([b]) => cur & b).map(([, , n]) => n);
    io.message(`Current osnap modes: ${on.length ? on.join(',') : 'None'}`);
    for (;;) {
      const t = yield* io.text('Enter list of object snap modes: ');
      const words = t.split(',').map((w) => w.trim().replace(/^_/, '').toUpperCase()).filter(Boolean);
      if (words.length === 0) return;
      if (words.length === 1 && (words[0] === 'OFF')) return io.setVar('OSMODE', cur | 16384);
      let mode = 0;
      let bad = false;
      for (const w of words) {
        if ('NONE'.startsWith(w) && w.length >= 3) continue;
        const m = MODES.find(([, k]) => w.length >= 3 && (w.startsWith(k) || k.startsWith(w)));
        if (m) mode |= m[0];
        else bad = true;
      }
      if (bad) {
        io.complain('inputInvalidKeyword');
        continue;
      }
      io.setVar('OSMODE', mode);
      return;
    }
  },
});
