/**
 * A small JSON Schema (draft-07) checker for the keywords schema/scenario.schema.json uses,
 * so tests can hold the published schema against the runtime check without a validator
 * dependency. Throws on a keyword it does not know, so the file cannot silently outgrow it.
 */
type Schema = Record<string, unknown> | boolean;

const KNOWN = new Set([
  '$schema',
  '$id',
  '$ref',
  '$defs',
  'title',
  'description',
  'default',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'items',
  'minItems',
  'maxItems',
  'enum',
  'const',
  'minimum',
  'maximum',
  'maxLength',
  'pattern',
  'anyOf',
  'oneOf',
  'not',
  'contains',
  'dependencies',
]);

function typeOf(x: unknown): string {
  if (x === null) return 'null';
  if (Array.isArray(x)) return 'array';
  if (typeof x === 'number') return Number.isInteger(x) ? 'integer' : 'number';
  return typeof x;
}

/** Whether `value` is valid against `schema` (resolving `#/$defs/...` in `root`). */
export function validates(root: Schema, value: unknown, schema: Schema = root): boolean {
  if (typeof schema === 'boolean') return schema;
  for (const k of Object.keys(schema)) if (!KNOWN.has(k)) throw new Error(`unknown keyword ${k}`);
  const s = schema as Record<string, unknown>;
  const ok = (sub: unknown, v: unknown) => validates(root, v, sub as Schema);
  if (typeof s.$ref === 'string') {
    const name = s.$ref.replace('#/$defs/', '');
    const defs = (root as Record<string, Record<string, Schema>>).$defs!;
    if (!ok(defs[name], value)) return false;
  }
  if (s.type !== undefined) {
    const t = typeOf(value);
    if (!(t === s.type || (s.type === 'number' && t === 'integer'))) return false;
  }
  if ('const' in s && s.const !== value) return false;
  if (Array.isArray(s.enum) && !s.enum.includes(value)) return false;
  if (typeof value === 'number') {
    if (typeof s.minimum === 'number' && value < s.minimum) return false;
    if (typeof s.maximum === 'number' && value > s.maximum) return false;
  }
  if (typeof value === 'string') {
    if (typeof s.maxLength === 'number' && value.length > s.maxLength) return false;
    if (typeof s.pattern === 'string' && !new RegExp(s.pattern, 'u').test(value)) return false;
  }
  if (Array.isArray(value)) {
    if (typeof s.minItems === 'number' && value.length < s.minItems) return false;
    if (typeof s.maxItems === 'number' && value.length > s.maxItems) return false;
    if (s.items !== undefined && !value.every((v) => ok(s.items, v))) return false;
    if (s.contains !== undefined && !value.some((v) => ok(s.contains, v))) return false;
  }
  if (typeOf(value) === 'object') {
    const o = value as Record<string, unknown>;
    const props = (s.properties ?? {}) as Record<string, Schema>;
    if (Array.isArray(s.required) && !s.required.every((k) => Object.hasOwn(o, k))) return false;
    for (const [k, v] of Object.entries(o)) {
      if (Object.hasOwn(props, k)) {
        if (!ok(props[k], v)) return false;
      } else if (s.additionalProperties === false) return false;
      else if (typeof s.additionalProperties === 'object' && !ok(s.additionalProperties, v)) {
        return false;
      }
      if (s.propertyNames !== undefined && !ok(s.propertyNames, k)) return false;
    }
    const deps = (s.dependencies ?? {}) as Record<string, string[]>;
    for (const [k, needs] of Object.entries(deps)) {
      if (Object.hasOwn(o, k) && !needs.every((n) => Object.hasOwn(o, n))) return false;
    }
  }
  if (Array.isArray(s.anyOf) && !s.anyOf.some((sub) => ok(sub, value))) return false;
  if (Array.isArray(s.oneOf) && s.oneOf.filter((sub) => ok(sub, value)).length !== 1) return false;
  if (s.not !== undefined && ok(s.not, value)) return false;
  return true;
}
