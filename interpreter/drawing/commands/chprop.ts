/*
 * CHPROP: "Select objects:", then the property prompts of property-io.ts until Enter (drawing/edit
 * changeProperties). Idiom: (command "_.chprop" ss "" "_la" "0" "_c" "bylayer" ""). Source:
 * CHPROP command reference.
 */
import { defineCommand } from './engine/command-def.js';
import { selectObjects } from './engine/select.js';
import { propertyLoop } from './property-io.js';

export const CHPROP = defineCommand({
  names: ['CHPROP'],
  *run(io) {
    const items = yield* selectObjects(io);
    if (items.length === 0) return;
    yield* propertyLoop(io, items, false);
  },
});
