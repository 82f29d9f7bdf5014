/*
 * MATCHPROP (PAINTER): "Select source object:", the settings line, then "Select destination
 * object(s) or [Settings]:" until Enter; the source's layer, colour, linetype, linetype scale,
 * lineweight, transparency, thickness — and text style and height, polyline width and linetype
 * generation, dimension style between objects of those kinds — go to the destinations
 * (drawing/edit matchProperties). Settings opens a dialog: not simulated. Source: MATCHPROP
 * command reference.
 */
import { matchProperties } from '../edit/props.js';
import { defineCommand } from './engine/command-def.js';
import { selectObjects } from './engine/select.js';
import { pickObject } from './edit-io.js';

export const MATCHPROP = defineCommand({
  names: ['MATCHPROP', 'PAINTER'],
  *run(io) {
    const src = yield* pickObject(io, 'Select source object: ', { locked: true });
    if (src.kind !== 'pick') return;
    io.message('Current active settings: Color Layer Ltype Ltscale Lineweight Transparency Thickness PlotStyle Dim Text Hatch Polyline Viewport Table Material Multileader Center object');
    const items = yield* selectObjects(io, { prompt: 'Select destination object(s) or [Settings]: ' });
    matchProperties(io.d.db, src.rec.handle, items);
  },
});
