/*
 * inspect_drawing: evidence before code. Layers with their states and entity counts, counts by
 * type and by type@layer, blocks, the system variables that matter, and entget lists of a few
 * entities matching a type/layer filter, so the model writes filters and DXF codes from the real
 * drawing instead of from memory.
 */
import type { EntityFilter } from '../ports.js';
import { defineTool } from './types.js';

export const inspectDrawingTool = defineTool<EntityFilter>({
  name: 'inspect_drawing',
  description:
    'Inspect the session drawing: layers (color, linetype, frozen/locked/off, entity count), entity counts by layout, by type and by type@layer, block names, important system variables, ' +
    'the extents, and the entget lists of sample entities matching an optional type/layer filter (wildcards * and ? allowed); with texts, the text contents too. Do this before writing code.',
  parameters: {
    type: 'object',
    properties: {
      type: { type: 'string', description: 'DXF entity type filter, e.g. "LINE" or "*POLYLINE"' },
      layer: { type: 'string', description: 'layer name filter, e.g. "OLD_LAYER"' },
      limit: { type: 'integer', minimum: 0, maximum: 20, description: 'how many sample entities to show (default 3)' },
      texts: { type: 'boolean', description: 'also list the text contents (TEXT, MTEXT, attribute values) of matching entities, abbreviated' },
    },
    additionalProperties: false,
  },
  async execute(args, ctx) {
    const r = await ctx.inspector.inspect(args, ctx.signal);
    const layouts = Object.keys(r.countsByLayout).length;
    const summary = `${r.entityCount} entities on ${r.layers.length} layers${layouts > 1 ? ` in ${layouts} layouts` : ''}; ${r.matched} match the filter${r.texts ? `; ${r.texts.length} texts listed` : ''}`;
    return { content: JSON.stringify(r, null, 1), ok: true, summary };
  },
});
