import { z } from 'zod';
import { healthResponseSchema } from './responses.schema';
import { defineRoute, file, json, type Endpoint } from './route';
import { operationEndpoints } from './operation.endpoints';

const fileParams = z.object({ file: z.string() });

/** A file served without a token: an <img> sends none. */
const publicFile = <E extends Endpoint>(at: E, summary: string, contentType: string) =>
  defineRoute(at, {
    tag: 'Files',
    summary,
    auth: false,
    params: fileParams,
    responses: [file(summary, contentType)],
    errors: [404],
  });

/** Where the files of a file route are served: its path without the file name. */
export const folderOf = (route: { path: string }) =>
  route.path.slice(0, route.path.lastIndexOf('/'));

/** The routes that run the service: its wake-up ping, its reference, and its files. */
export const operationRoutes = {
  health: defineRoute(operationEndpoints.health, {
    tag: 'Operations',
    summary: 'Wake-up ping: answers at once, even while the database is still connecting',
    auth: false,
    responses: [json(200, 'The server is up', healthResponseSchema)],
    errors: [],
  }),
  started: defineRoute(operationEndpoints.started, {
    tag: 'Operations',
    summary:
      'Start-up check for a deploy: 503 until the database has been connected once, then 200 even while it is away',
    auth: false,
    responses: [json(200, 'Started', healthResponseSchema)],
    errors: [503],
  }),
  ready: defineRoute(operationEndpoints.ready, {
    tag: 'Operations',
    summary:
      'Readiness for a load balancer: 200 while the database answers a ping within a second, else 503',
    auth: false,
    responses: [json(200, 'Ready to serve', healthResponseSchema)],
    errors: [503],
  }),
  metrics: defineRoute(operationEndpoints.metrics, {
    tag: 'Operations',
    summary:
      'Prometheus metrics, when METRICS_TOKEN is set (else 404), for `Authorization: Bearer <METRICS_TOKEN>` (not a student session)',
    auth: false,
    responses: [file('The metrics, in Prometheus text format', 'text/plain')],
    errors: [401, 404],
  }),
  openApi: defineRoute(operationEndpoints.openApi, {
    tag: 'Operations',
    summary: 'This API description (OpenAPI 3.1), generated from the shared contracts',
    auth: false,
    responses: [file('The OpenAPI document', 'application/json')],
    errors: [],
  }),
  docs: defineRoute(operationEndpoints.docs, {
    tag: 'Operations',
    summary: 'The API reference as a page',
    auth: false,
    responses: [file('The reference page', 'text/html')],
    errors: [],
  }),
  docsStylesheet: defineRoute(operationEndpoints.docsStylesheet, {
    tag: 'Operations',
    summary: 'The reference page’s stylesheet',
    auth: false,
    responses: [file('The stylesheet', 'text/css')],
    errors: [],
  }),
  avatar: publicFile(operationEndpoints.avatar, 'A drawn avatar, {seed}.svg', 'image/svg+xml'),
  upload: publicFile(
    operationEndpoints.upload,
    'An uploaded picture at one of its sizes, {hash}-{width}.webp (or a name from before resizing, answered with the largest size)',
    'image/webp',
  ),
  activityImage: publicFile(
    operationEndpoints.activityImage,
    'A category’s default activity picture, {category}.svg',
    'image/svg+xml',
  ),
};
