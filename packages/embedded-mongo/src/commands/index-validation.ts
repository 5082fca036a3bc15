/**
 * createIndexes' checks of each index specification, as mongod 7.0's index_key_validate and
 * index catalog make them, before any index is built. Index kinds the embedded server cannot
 * answer queries with (text, 2d, 2dsphere, wildcard, columnstore) are refused; a hashed index is
 * kept as an equality index on its field.
 */
import type { Document } from 'bson';
import { CommandError, indexOptionsConflict } from '../errors';
import type { Collection } from '../storage/collection';
import { defaultIndexName, type IndexSpec } from '../storage/index-spec';
import { keyOf } from '../storage/values';

/** mongod's allowedFieldNames of an index specification. */
const SPEC_FIELDS = new Set([
  'key',
  'name',
  'v',
  'ns',
  'unique',
  'sparse',
  'background',
  'dropDups',
  'partialFilterExpression',
  'expireAfterSeconds',
  'hidden',
  'storageEngine',
  'collation',
  'weights',
  'default_language',
  'language_override',
  'textIndexVersion',
  '2dsphereIndexVersion',
  'bits',
  'min',
  'max',
  'bucketSize',
  'wildcardProjection',
  'coarsestIndexedLevel',
  'finestIndexedLevel',
  'prepareUnique',
  'clustered',
  'originalSpec',
  'columnstoreProjection',
  'columnstoreCompressor',
]);
const ID_SPEC_FIELDS = new Set(['key', 'name', 'v', 'ns', 'collation', '_id']);
const KNOWN_PLUGINS = new Set([
  '2d',
  '2dsphere',
  '2dsphere_bucket',
  'text',
  'hashed',
  'columnstore',
]);
/** Top-level operators a partial filter may use (mongod 7.0's partial index expressions). */
const PARTIAL_OPERATORS = new Set(['$eq', '$exists', '$gt', '$gte', '$lt', '$lte', '$type', '$in']);
const MAX_INDEXES = 64;

const cannotCreateIndex = (message: string) => new CommandError(67, 'CannotCreateIndex', message);
const invalidOption = (message: string) =>
  new CommandError(197, 'InvalidIndexSpecificationOption', message);

function assertKeyPattern(key: Document): void {
  const values = Object.values(key);
  if (values.length === 0) throw cannotCreateIndex('Index keys cannot be empty.');
  const hashed = values.filter((value) => value === 'hashed').length;
  if (hashed > 1)
    throw new CommandError(
      31303,
      'Location31303',
      `A maximum of one index field is allowed to be hashed but found ${hashed} for 'key' ${JSON.stringify(key)}`,
    );
  for (const value of values) {
    if (value === 'hashed') continue;
    if (typeof value === 'string') {
      if (!KNOWN_PLUGINS.has(value)) throw cannotCreateIndex(`Unknown index plugin '${value}'`);
      throw cannotCreateIndex(
        `'${value}' indexes cannot be created: the embedded server has no ${value} indexes`,
      );
    }
    const n = Number(value);
    if (Number.isNaN(n)) throw cannotCreateIndex('Values in the index key pattern cannot be NaN.');
    if (n === 0) throw cannotCreateIndex('Values in the index key pattern cannot be 0.');
  }
  if (Object.keys(key).some((field) => field === '$**' || field.endsWith('.$**')))
    throw cannotCreateIndex('wildcard indexes cannot be created: the embedded server has none');
}

function assertPartialFilter(filter: Document, top = true): void {
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' || (field === '$or' && top)) {
      for (const clause of condition as Document[]) assertPartialFilter(clause, false);
      continue;
    }
    if (field.startsWith('$'))
      throw cannotCreateIndex(`Expression not supported in partial index: ${field}`);
    const isOperators =
      condition !== null &&
      typeof condition === 'object' &&
      Object.keys(condition).some((key) => key.startsWith('$'));
    if (!isOperators) continue;
    for (const [operator, argument] of Object.entries(condition as Document))
      if (!PARTIAL_OPERATORS.has(operator) || (operator === '$exists' && !argument))
        throw cannotCreateIndex(`Expression not supported in partial index: ${field} ${operator}`);
  }
}

/** One specification's own checks; the returned spec lacks unknown options when told to drop them. */
export function validIndexSpec(given: unknown, ignoreUnknown: boolean): IndexSpec {
  if (given === null || typeof given !== 'object' || Array.isArray(given))
    throw new CommandError(14, 'TypeMismatch', 'index specification must be an object');
  const spec = { ...(given as Document) };
  const isId =
    spec.key !== null && typeof spec.key === 'object' && keyOf(spec.key) === keyOf({ _id: 1 });
  const allowed = isId ? ID_SPEC_FIELDS : SPEC_FIELDS;
  for (const field of Object.keys(spec)) {
    if (allowed.has(field)) continue;
    if (ignoreUnknown && !isId) {
      delete spec[field];
      continue;
    }
    throw invalidOption(
      `The field '${field}' is not valid for an ${isId ? '_id ' : ''}index specification. Specification: ${JSON.stringify(given)}`,
    );
  }
  if (spec.key === null || typeof spec.key !== 'object' || Array.isArray(spec.key))
    throw new CommandError(
      9,
      'FailedToParse',
      "The 'key' field is a required property of an index specification",
    );
  assertKeyPattern(spec.key as Document);
  if (spec.unique === true && Object.values(spec.key as Document).includes('hashed'))
    throw new CommandError(
      16764,
      'Location16764',
      'Currently hashed indexes cannot guarantee uniqueness. Use a regular index.',
    );
  if (typeof spec.name !== 'string')
    throw new CommandError(
      9,
      'FailedToParse',
      "The 'name' field is a required property of an index specification",
    );
  if (spec.weights !== undefined)
    throw cannotCreateIndex("the field 'weights' can only be specified with text indexes");
  if (spec.expireAfterSeconds !== undefined && typeof spec.expireAfterSeconds !== 'number')
    throw cannotCreateIndex(
      `TTL index 'expireAfterSeconds' option must be numeric, but received a type of '${typeof spec.expireAfterSeconds}'`,
    );
  if (spec.partialFilterExpression !== undefined) {
    if (spec.partialFilterExpression === null || typeof spec.partialFilterExpression !== 'object')
      throw new CommandError(
        14,
        'TypeMismatch',
        "The field 'partialFilterExpression' must be an object",
      );
    assertPartialFilter(spec.partialFilterExpression as Document);
  }
  return spec as IndexSpec;
}

const sameOptional = (a: unknown, b: unknown) =>
  keyOf(a === undefined ? null : a) === keyOf(b === undefined ? null : b);

/**
 * What the collection's indexes say against a new one: a name taken by another key (86), the same
 * index under another name (85), no room for a 65th index (67). An identical index passes (the
 * storage leaves it as it is).
 */
export function assertFitsCollection(collection: Collection, spec: IndexSpec): void {
  const name = spec.name ?? defaultIndexName(spec.key);
  const existing = collection.indexSpecs();
  const named = existing.find((index) => index.name === name);
  if (named) {
    if (keyOf(named.key) !== keyOf(spec.key))
      throw new CommandError(
        86,
        'IndexKeySpecsConflict',
        `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(named)}`,
      );
    return;
  }
  const sameKey = existing.find(
    (index) =>
      keyOf(index.key) === keyOf(spec.key) &&
      sameOptional(index.partialFilterExpression, spec.partialFilterExpression) &&
      sameOptional(index.collation, spec.collation),
  );
  if (sameKey)
    throw indexOptionsConflict(`Index already exists with a different name: ${sameKey.name}`);
  if (existing.length >= MAX_INDEXES)
    throw cannotCreateIndex(
      `add index fails, too many indexes for ${collection.namespace} key:${JSON.stringify(spec.key)}`,
    );
}
