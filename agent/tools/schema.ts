/*
 * A tiny JSON-schema checker for tool arguments: the subset our tool schemas use (type, properties,
 * required, additionalProperties, items, enum, minimum, maximum, minItems, maxItems). Models send
 * malformed arguments often enough that every call is checked, and the problems go back to the
 * model as a tool result it can act on ("code: expected string, got number").
 */
export interface JsonSchema {
  type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: JsonSchema;
  enum?: ReadonlyArray<string | number>;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

function typeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

/** Problems with `value` against `schema` (empty when valid). `path` names the argument. */
export function validate(value: unknown, schema: JsonSchema, path = 'arguments'): string[] {
  const problems: string[] = [];
  const t = typeOf(value);
  if (schema.type) {
    const fits = schema.type === t || (schema.type === 'number' && t === 'integer');
    if (!fits) return [`${path}: expected ${schema.type}, got ${t}`];
  }
  if (schema.enum && !schema.enum.includes(value as string | number))
    problems.push(`${path}: must be one of ${schema.enum.map((e) => JSON.stringify(e)).join(', ')}`);
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) problems.push(`${path}: must be at least ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum) problems.push(`${path}: must be at most ${schema.maximum}`);
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) problems.push(`${path}: needs at least ${schema.minItems} items`);
    if (schema.maxItems !== undefined && value.length > schema.maxItems) problems.push(`${path}: takes at most ${schema.maxItems} items`);
    if (schema.items) value.forEach((item, i) => problems.push(...validate(item, schema.items!, `${path}[${i}]`)));
  }
  if (t === 'object') {
    const obj = value as Record<string, unknown>;
    for (const r of schema.required ?? []) if (obj[r] === undefined) problems.push(`${path === 'arguments' ? '' : path + '.'}${r}: required`);
    for (const [k, v] of Object.entries(obj)) {
      const sub = schema.properties?.[k];
      const p = path === 'arguments' ? k : `${path}.${k}`;
      if (sub) problems.push(...validate(v, sub, p));
      else if (schema.additionalProperties === false) problems.push(`${p}: unknown argument`);
    }
  }
  return problems;
}
