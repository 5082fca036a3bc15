import type { Document } from 'bson';
import { Query } from '../query/mingo';
import { badValue, CommandError } from '../errors';
import { queryOptions } from '../query/options';
import type { Collection } from '../storage/collection';

const validators = new WeakMap<Document, Query>();

function validatorQuery(validator: Document): Query {
  let query = validators.get(validator);
  if (!query) {
    query = new Query(validator, queryOptions);
    validators.set(validator, query);
  }
  return query;
}

const LEVELS = ['off', 'strict', 'moderate'];
const ACTIONS = ['error', 'warn'];

/** Checks collection options' validator settings as createCollection and collMod take them. */
export function assertValidatorOptions(options: Document): void {
  if (options.validator !== undefined) {
    if (typeof options.validator !== 'object' || options.validator === null)
      throw badValue("'validator' must be a document");
    for (const banned of ['$near', '$nearSphere', '$text', '$where', '$expr.$function'])
      if (banned in (options.validator as Document))
        throw badValue(`${banned} is not allowed inside of a collection validator`);
    validatorQuery(options.validator as Document);
  }
  if (options.validationLevel !== undefined && !LEVELS.includes(options.validationLevel as string))
    throw badValue(
      `Enumeration value '${String(options.validationLevel)}' for field 'validationLevel' is not a valid value.`,
    );
  if (
    options.validationAction !== undefined &&
    !ACTIONS.includes(options.validationAction as string)
  )
    throw badValue(
      `Enumeration value '${String(options.validationAction)}' for field 'validationAction' is not a valid value.`,
    );
}

/**
 * Refuses a document the collection's validator rejects (mongod's code 121), unless the
 * validation level is off, or moderate and the document being updated did not pass before; with
 * validationAction 'warn' mongod only logs, and so does this server (nothing to log to: it passes).
 */
export function checkValidator(collection: Collection, doc: Document, previous?: Document): void {
  const { validator, validationLevel = 'strict', validationAction = 'error' } = collection.options;
  if (!validator || validationLevel === 'off' || validationAction === 'warn') return;
  const query = validatorQuery(validator as Document);
  if (validationLevel === 'moderate' && previous && !query.test(previous)) return;
  if (query.test(doc)) return;
  const error = new CommandError(121, 'DocumentValidationFailure', 'Document failed validation');
  (error as CommandError & { errInfo?: Document }).errInfo = {
    failingDocumentId: doc._id,
    details: {},
  };
  throw error;
}
