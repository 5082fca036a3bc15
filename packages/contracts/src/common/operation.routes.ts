import { z } from 'zod';
import { healthResponseSchema } from './responses.schema';
import { defineRoute, file, json } from './route';

const fileParams = z.object({ file: z.string() });

/** A file served without a token: an <img> sends none. */
const publicFile = (path: string, summary: string, contentType: string) =>
  defineRoute({
    method: 'get',
    path,
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
  health: defineRoute({
    method: 'get',
    path: '/api/health',
    tag: 'Operations',
    summary: 'Wake-up ping: answers at once, even while the database is still connecting',
    auth: false,
    responses: [json(200, 'The server is up', healthResponseSchema)],
    errors: [],
  }),
  ready: defineRoute({
    method: 'get',
    path: '/api/health/ready',
    tag: 'Operations',
    summary: 'Readiness for a load balancer: 200 once the database is connected, else 503',
    auth: false,
    responses: [json(200, 'Ready to serve', healthResponseSchema)],
    errors: [503],
  }),
  openApi: defineRoute({
    method: 'get',
    path: '/api/openapi.json',
    tag: 'Operations',
    summary: 'This API description (OpenAPI 3.1), generated from the shared contracts',
    auth: false,
    responses: [file('The OpenAPI document', 'application/json')],
    errors: [],
  }),
  docs: defineRoute({
    method: 'get',
    path: '/api/docs',
    tag: 'Operations',
    summary: 'The API reference as a page',
    auth: false,
    responses: [file('The reference page', 'text/html')],
    errors: [],
  }),
  docsStylesheet: defineRoute({
    method: 'get',
    path: '/api/docs/docs.css',
    tag: 'Operations',
    summary: 'The reference page’s stylesheet',
    auth: false,
    responses: [file('The stylesheet', 'text/css')],
    errors: [],
  }),
  avatar: publicFile('/api/avatars/:file', 'A drawn avatar, {seed}.svg', 'image/svg+xml'),
  upload: publicFile(
    '/api/uploads/:file',
    'An uploaded picture at one of its sizes, {hash}-{width}.webp (or a name from before resizing, answered with the largest size)',
    'image/webp',
  ),
  activityImage: publicFile(
    '/api/activity-images/:file',
    'A category’s default activity picture, {category}.svg',
    'image/svg+xml',
  ),
};
