import { CommandError } from '../errors';

/** Geo and text search need 2dsphere and text indexes the embedded server does not have. */
const GEO = new Set([
  '$near',
  '$nearSphere',
  '$geoWithin',
  '$geoIntersects',
  '$within',
  '$box',
  '$center',
  '$centerSphere',
  '$polygon',
  '$geometry',
  '$maxDistance',
  '$minDistance',
]);

/**
 * The error mongod gives where mingo, which the embedded server evaluates queries and pipelines
 * with, throws its own: an unknown stage (40324), operator (BadValue, 2) or expression (168); geo
 * queries and $text as mongod answers them without a 2dsphere or text index.
 */
export function mongodError(message: string): CommandError | undefined {
  const stage = /^unregistered pipeline operator (\$\w+)/.exec(message);
  if (stage) {
    if (stage[1] === '$geoNear')
      return new CommandError(
        40602,
        'Location40602',
        '$geoNear is only valid as the first stage in a pipeline, and needs a 2dsphere index, which the embedded server does not have',
      );
    if (stage[1] === '$search' || stage[1] === '$vectorSearch' || stage[1] === '$searchMeta')
      return new CommandError(
        6047401,
        'Location6047401',
        `${stage[1]} stage is only allowed on MongoDB Atlas`,
      );
    return new CommandError(
      40324,
      'Location40324',
      `Unrecognized pipeline stage name: '${stage[1]}'`,
    );
  }
  const operator = /^unknown (?:query|top level) operator:? (\$\w+)/.exec(message);
  if (operator) {
    const name = operator[1]!;
    if (name === '$text')
      return new CommandError(
        27,
        'IndexNotFound',
        'text index required for $text query (the embedded server has no text indexes)',
      );
    if (GEO.has(name))
      return new CommandError(
        291,
        'NoQueryExecutionPlans',
        `error processing query: planner returned error :: caused by :: unable to find index for ${name} query (the embedded server has no 2d or 2dsphere indexes)`,
      );
    return new CommandError(2, 'BadValue', `unknown operator: ${name}`);
  }
  if (message.startsWith('$where only accepts'))
    return new CommandError(
      2,
      'BadValue',
      'no globalScriptEngine in $where parsing (the embedded server runs no server-side JavaScript)',
    );
  const expression = /^(?:accumulator )?'?(\$\w+)'? is not registered/.exec(message);
  if (expression)
    return new CommandError(
      168,
      'InvalidPipelineOperator',
      `Unrecognized expression '${expression[1]}'`,
    );
  return undefined;
}

/** A thrown error as mongod would report it, or undefined for an internal failure. */
export function asCommandError(error: unknown): CommandError | undefined {
  if (error instanceof CommandError) return error;
  if (error instanceof TypeError) return new CommandError(2, 'BadValue', error.message);
  return error instanceof Error ? mongodError(error.message) : undefined;
}
