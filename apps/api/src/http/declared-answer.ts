/**
 * Whether an answer keeps to its route's declaration in the contracts: a declared status, and a
 * body its schema accepts with no field the schema leaves undeclared, at any depth. zod's objects
 * strip unknown keys as they parse, so a field the parse dropped is one nobody declared. The
 * router checks each JSON answer with it outside production, and the tests check every response.
 */
import { apiErrorSchema, type Route } from '@peerconnect/contracts';
import { z } from 'zod';

/**
 * What any route may answer besides its own errors: a request the app cannot read (malformed JSON
 * or path), a body over the limit, an unknown failure, and a server still starting.
 */
const APP_WIDE_ERRORS = [400, 413, 500, 503];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The paths of what `sent` holds and its parse `kept` dropped. */
function droppedFields(sent: unknown, kept: unknown, path = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(kept))
    return sent.flatMap((item, i) => droppedFields(item, kept[i], `${path}[${i}]`));
  if (!isRecord(sent) || !isRecord(kept)) return [];
  return Object.entries(sent).flatMap(([key, value]) => {
    const at = path ? `${path}.${key}` : key;
    return key in kept ? droppedFields(value, kept[key], at) : [at];
  });
}

/** Why `body` breaks `schema` (a refused value, or a field it does not declare), or undefined. */
export function bodyMismatch(schema: z.ZodType, body: unknown): string | undefined {
  const parsed = schema.safeParse(body);
  if (!parsed.success) return z.prettifyError(parsed.error);
  const undeclared = droppedFields(body, parsed.data);
  return undeclared.length > 0 ? `fields it does not declare: ${undeclared.join(', ')}` : undefined;
}

export interface Answer {
  status: number;
  /** The media type, without parameters. */
  type: string;
  body: unknown;
}

/** Why an answer breaks its route's declaration, or undefined when it keeps to it. */
export function answerMismatch(route: Route, { status, type, body }: Answer): string | undefined {
  const answered = `${route.method.toUpperCase()} ${route.path} answered ${status}`;
  // Any GET may be answered "not modified" when the client already holds the body.
  if (status === 304) return undefined;
  const declared = route.responses.filter((r) => r.status === status);
  // A status may be declared twice: JSON, and a page for a browser.
  const files = declared.flatMap((r) => (r.contentType ? [r.contentType] : []));
  const schema =
    status >= 400
      ? apiErrorSchema
      : files.includes(type)
        ? undefined
        : declared.find((r) => r.schema)?.schema;
  const declaredStatus =
    status >= 400
      ? (route.errors as readonly number[]).includes(status) || APP_WIDE_ERRORS.includes(status)
      : declared.length > 0;
  if (!declaredStatus) return `${answered}, a status it does not declare`;
  if (!schema) {
    // A declared 204 has no body, so no type.
    if (status === 204 && files.length === 0) return undefined;
    return files.includes(type)
      ? undefined
      : `${answered} with ${type}, not the declared ${files.join(' or ')}`;
  }
  if (type !== 'application/json') return `${answered} with ${type}, not JSON`;
  const mismatch = bodyMismatch(schema, body);
  return mismatch && `${answered} with a body its declaration refuses:\n${mismatch}`;
}
