/**
 * mongod's $jsonSchema (draft 4 with `bsonType`, without $ref and format): the keywords it
 * accepts, checked against a document. An unknown keyword is refused as mongod refuses it.
 */
import { Binary, Decimal128, Double, Int32, Long, ObjectId, Timestamp, type Document } from 'bson';
import { badValue } from '../errors';
import { numberKind } from '../storage/number-kinds';

const KEYWORDS = new Set([
  'bsonType',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'patternProperties',
  'minProperties',
  'maxProperties',
  'items',
  'additionalItems',
  'minItems',
  'maxItems',
  'uniqueItems',
  'enum',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'dependencies',
  'title',
  'description',
]);

/** The BSON type names of a value (a number is int or double as stored; see number-kinds). */
function bsonTypes(value: unknown, kind?: string): string[] {
  if (value === null) return ['null'];
  if (typeof value === 'string') return ['string'];
  if (typeof value === 'boolean') return ['bool', 'boolean'];
  if (typeof value === 'number') {
    if (kind === 'long') return ['long', 'number'];
    if (kind === 'double' || !Number.isInteger(value) || Math.abs(value) > 2 ** 31)
      return ['double', 'number'];
    return ['int', 'number', 'integer'];
  }
  if (value instanceof Int32) return ['int', 'number', 'integer'];
  if (value instanceof Double) return ['double', 'number'];
  if (value instanceof Long || typeof value === 'bigint') return ['long', 'number'];
  if (value instanceof Decimal128) return ['decimal', 'number'];
  if (value instanceof Date) return ['date'];
  if (value instanceof ObjectId) return ['objectId'];
  if (value instanceof Binary) return ['binData'];
  if (value instanceof Timestamp) return ['timestamp'];
  if (value instanceof RegExp) return ['regex'];
  if (Array.isArray(value)) return ['array'];
  return ['object'];
}

const asNumber = (value: unknown) =>
  typeof value === 'number'
    ? value
    : value instanceof Long || value instanceof Int32 || value instanceof Double
      ? Number(value.valueOf())
      : undefined;

const asList = (value: unknown) => (Array.isArray(value) ? value : [value]);

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b) && bsonTypes(a)[0] === bsonTypes(b)[0];
}

/** Whether `value` (held under `key` of `parent`, for its stored number type) meets the schema. */
function meets(
  schema: Document,
  value: unknown,
  parent?: Document | unknown[],
  key?: string,
): boolean {
  for (const keyword of Object.keys(schema))
    if (!KEYWORDS.has(keyword)) throw badValue(`Unknown $jsonSchema keyword: ${keyword}`);
  const kind = parent && key !== undefined ? numberKind(parent, key) : undefined;
  const types = bsonTypes(value, kind);
  if (
    schema.bsonType !== undefined &&
    !asList(schema.bsonType).some((t) => types.includes(t as string))
  )
    return false;
  if (schema.type !== undefined && !asList(schema.type).some((t) => types.includes(t as string)))
    return false;
  if (
    schema.enum !== undefined &&
    !(schema.enum as unknown[]).some((item) => sameValue(item, value))
  )
    return false;
  const number = asNumber(value);
  if (number !== undefined) {
    if (
      schema.minimum !== undefined &&
      (schema.exclusiveMinimum ? number <= schema.minimum : number < schema.minimum)
    )
      return false;
    if (
      schema.maximum !== undefined &&
      (schema.exclusiveMaximum ? number >= schema.maximum : number > schema.maximum)
    )
      return false;
    if (schema.multipleOf !== undefined && number % (schema.multipleOf as number) !== 0)
      return false;
  }
  if (typeof value === 'string') {
    const length = [...value].length;
    if (schema.minLength !== undefined && length < schema.minLength) return false;
    if (schema.maxLength !== undefined && length > schema.maxLength) return false;
    if (schema.pattern !== undefined && !new RegExp(schema.pattern as string, 'u').test(value))
      return false;
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) return false;
    if (schema.maxItems !== undefined && value.length > schema.maxItems) return false;
    if (
      schema.uniqueItems === true &&
      new Set(value.map((item) => JSON.stringify(item))).size !== value.length
    )
      return false;
    if (schema.items !== undefined) {
      if (Array.isArray(schema.items)) {
        const tuple = schema.items as Document[];
        if (!tuple.every((item, i) => i >= value.length || meets(item, value[i], value, String(i))))
          return false;
        if (schema.additionalItems === false && value.length > tuple.length) return false;
        if (
          typeof schema.additionalItems === 'object' &&
          !value
            .slice(tuple.length)
            .every((item, i) =>
              meets(schema.additionalItems as Document, item, value, String(i + tuple.length)),
            )
        )
          return false;
      } else if (!value.every((item, i) => meets(schema.items as Document, item, value, String(i))))
        return false;
    }
  }
  if (types[0] === 'object' && value !== null && typeof value === 'object') {
    const doc = value as Document;
    const keys = Object.keys(doc);
    if (
      schema.required !== undefined &&
      !(schema.required as string[]).every((field) => doc[field] !== undefined)
    )
      return false;
    if (schema.minProperties !== undefined && keys.length < schema.minProperties) return false;
    if (schema.maxProperties !== undefined && keys.length > schema.maxProperties) return false;
    const properties = (schema.properties as Document | undefined) ?? {};
    const patterns = Object.entries((schema.patternProperties as Document | undefined) ?? {}).map(
      ([pattern, sub]) => [new RegExp(pattern, 'u'), sub as Document] as const,
    );
    for (const field of keys) {
      const sub = properties[field] as Document | undefined;
      if (sub && !meets(sub, doc[field], doc, field)) return false;
      const matched = patterns.filter(([pattern]) => pattern.test(field));
      if (!matched.every(([, s]) => meets(s, doc[field], doc, field))) return false;
      if (!sub && matched.length === 0 && schema.additionalProperties !== undefined) {
        if (schema.additionalProperties === false) return false;
        if (
          typeof schema.additionalProperties === 'object' &&
          !meets(schema.additionalProperties as Document, doc[field], doc, field)
        )
          return false;
      }
    }
    for (const [field, dependency] of Object.entries(
      (schema.dependencies as Document | undefined) ?? {},
    )) {
      if (doc[field] === undefined) continue;
      if (
        Array.isArray(dependency)
          ? !dependency.every((d) => doc[d as string] !== undefined)
          : !meets(dependency as Document, doc)
      )
        return false;
    }
  }
  if (
    schema.allOf !== undefined &&
    !(schema.allOf as Document[]).every((s) => meets(s, value, parent, key))
  )
    return false;
  if (
    schema.anyOf !== undefined &&
    !(schema.anyOf as Document[]).some((s) => meets(s, value, parent, key))
  )
    return false;
  if (
    schema.oneOf !== undefined &&
    (schema.oneOf as Document[]).filter((s) => meets(s, value, parent, key)).length !== 1
  )
    return false;
  if (schema.not !== undefined && meets(schema.not as Document, value, parent, key)) return false;
  return true;
}

/** mingo's jsonSchemaValidator: compiles a $jsonSchema into a document test. */
export function jsonSchemaValidator(schema: Document): (doc: Document) => boolean {
  meets(schema, {});
  return (doc) => meets(schema, doc);
}
