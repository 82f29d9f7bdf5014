// Regenerates assets/catalogue/functions.json from the builtin tables: `npm run catalogue`.
import { writeFileSync } from 'node:fs';
import { buildCatalogue } from './catalogue/build.js';

const out = new URL('../assets/catalogue/functions.json', import.meta.url);
writeFileSync(out, buildCatalogue());
console.log(`wrote ${out.pathname}`);
