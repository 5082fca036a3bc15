/**
 * The OpenAPI 3.1 document, generated from the contracts' route declarations with zod's own JSON Schema output
 * (draft 2020-12, which OpenAPI 3.1 uses as is). Requests are described as clients send them
 * (zod's input side: before defaults and transforms), responses as the server sends them.
 */
import { z } from 'zod';
import { allRoutes, type ErrorStatus, type Route } from '@peerconnect/contracts';
import { NAMED_SCHEMAS, type NamedSchemas } from './named-schemas';

type JsonSchema = Record<string, unknown>;
type Side = 'input' | 'output';

const ERROR_DESCRIPTIONS: Record<ErrorStatus | 500, string> = {
  400: 'Invalid input or a refused action; `message` holds the first problem',
  401: 'No token, or an invalid or revoked one (on login: wrong email or password)',
  403: 'Not allowed for this user',
  404: 'No such resource',
  409: 'Conflicts with what is stored (a clientId reused for another message)',
  413: 'The upload or body is too large',
  429: 'Too many requests; try again later (Retry-After says when)',
  503: 'The database or the password workers are unavailable, or its disk is full, for now; try again (Retry-After)',
  500: 'Unexpected failure; details are in the server log only',
};

/** Express's `:name` parameters in OpenAPI's `{name}` form. */
const toTemplate = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const COMPONENT_URI = (name: string) => `#/components/schemas/${name}`;

/**
 * JSON Schemas for one side: named schemas become components, every other schema an operation uses
 * is written out in place with $refs to the named ones. One zod pass over a registry does both.
 */
function convertSide(named: Record<string, z.ZodType>, used: z.ZodType[], io: Side) {
  const registry = z.registry<{ id: string }>();
  const names = new Map<z.ZodType, string>();
  for (const [name, schema] of Object.entries(named)) {
    registry.add(schema, { id: name });
    names.set(schema, name);
  }
  used.forEach((schema, index) => {
    if (!names.has(schema)) {
      const id = `inline-${index}`;
      registry.add(schema, { id });
      names.set(schema, id);
    }
  });
  const { schemas } = z.toJSONSchema(registry, {
    io,
    target: 'draft-2020-12',
    // Transforms and preprocessing have no JSON Schema form; their output is shown as "any value".
    unrepresentable: 'any',
    uri: COMPONENT_URI,
  });
  const clean = (schema: JsonSchema): JsonSchema => {
    const { $schema: _dialect, $id: _id, ...rest } = schema;
    return rest;
  };
  const components = Object.fromEntries(
    Object.keys(named).map((name) => [name, clean(schemas[name] as JsonSchema)]),
  );
  const schemaOf = (schema: z.ZodType): JsonSchema => {
    const name = names.get(schema) as string;
    return name in named ? { $ref: COMPONENT_URI(name) } : clean(schemas[name] as JsonSchema);
  };
  return { components, schemaOf };
}

function parametersOf(operation: Route, requests: (schema: z.ZodType) => JsonSchema) {
  const from = (schema: z.ZodObject | undefined, location: 'path' | 'query') => {
    if (!schema) return [];
    const { properties = {}, required = [] } = requests(schema) as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    return Object.entries(properties).map(([name, property]) => ({
      name,
      in: location,
      required: location === 'path' || required.includes(name),
      schema: property,
    }));
  };
  return [...from(operation.params, 'path'), ...from(operation.query, 'query')];
}

function requestBodyOf(operation: Route, requests: (schema: z.ZodType) => JsonSchema) {
  if (!operation.body) return undefined;
  const body = requests(operation.body);
  const content: Record<string, { schema: JsonSchema }> = {
    'application/json': { schema: body },
  };
  if (operation.multipartFile) {
    content['multipart/form-data'] = {
      schema: {
        allOf: [
          body,
          {
            type: 'object',
            properties: {
              [operation.multipartFile]: { type: 'string', contentMediaType: 'image/*' },
            },
          },
        ],
      },
    };
  }
  return { required: true, content };
}

function responsesOf(operation: Route, responses: (schema: z.ZodType) => JsonSchema) {
  const result: Record<string, unknown> = {};
  for (const { status, description, schema, contentType } of operation.responses) {
    if (!schema && !contentType) {
      result[String(status)] = { description };
      continue;
    }
    const media = schema
      ? { 'application/json': { schema: responses(schema) } }
      : { [contentType ?? 'application/octet-stream']: {} };
    // Two answers of one status (JSON, or a page for a browser) are two media types of it.
    const same = result[String(status)] as { content: object } | undefined;
    result[String(status)] = same
      ? { ...same, content: { ...same.content, ...media } }
      : { description, content: media };
  }
  for (const status of [...operation.errors, 500 as const]) {
    result[String(status)] = {
      description: ERROR_DESCRIPTIONS[status],
      content: { 'application/json': { schema: { $ref: COMPONENT_URI('ApiError') } } },
    };
  }
  return result;
}

function schemasUsed(operations: Route[]) {
  const input: z.ZodType[] = [];
  const output: z.ZodType[] = [];
  for (const operation of operations) {
    for (const schema of [operation.params, operation.query, operation.body]) {
      if (schema) input.push(schema);
    }
    for (const { schema } of operation.responses) if (schema) output.push(schema);
  }
  return { input, output };
}

export function buildOpenApiDocument(
  operations: Route[] = allRoutes(),
  named: NamedSchemas = NAMED_SCHEMAS,
) {
  const used = schemasUsed(operations);
  const requests = convertSide(named.requests, used.input, 'input');
  const responses = convertSide(named.responses, used.output, 'output');
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    const parameters = parametersOf(operation, requests.schemaOf);
    const path = toTemplate(operation.path);
    paths[path] ??= {};
    paths[path]![operation.method] = {
      operationId: `${operation.method} ${path}`,
      tags: [operation.tag],
      summary: operation.summary,
      ...(operation.auth ? {} : { security: [] }),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(operation.body ? { requestBody: requestBodyOf(operation, requests.schemaOf) } : {}),
      responses: responsesOf(operation, responses.schemaOf),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'PeerConnect API',
      version: '1.0.0',
      description:
        'REST API of PeerConnect. Real-time chat runs over socket.io at /socket.io; its events and payloads are in the contracts package (socket/events.ts).',
    },
    servers: [{ url: '/' }],
    // Either header carries the same token; the client sends both.
    security: [{ bearerToken: [] }, { authToken: [] }],
    tags: [...new Set(operations.map((operation) => operation.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearerToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        authToken: { type: 'apiKey', in: 'header', name: 'x-auth-token' },
      },
      schemas: { ...requests.components, ...responses.components },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
