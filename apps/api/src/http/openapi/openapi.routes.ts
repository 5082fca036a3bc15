import { Router } from 'express';
import { renderDocsPage } from './docs-page';
import { DOCS_STYLESHEET } from './docs-stylesheet';
import { buildOpenApiDocument } from './openapi-document';

export const OPENAPI_PATH = '/openapi.json';
export const DOCS_PATH = '/docs';

/**
 * GET /api/openapi.json and GET /api/docs (with its stylesheet). Both are built once, on the first
 * request rather than at start-up, so they add nothing to a cold start.
 */
export function openApiRoutes(mountPath = '/api'): Router {
  const router = Router();
  let built: { json: string; page: string } | undefined;
  const reference = () => {
    if (!built) {
      const document = buildOpenApiDocument();
      built = {
        json: JSON.stringify(document),
        page: renderDocsPage(document, {
          stylesheetHref: `${mountPath}${DOCS_PATH}/docs.css`,
          documentHref: `${mountPath}${OPENAPI_PATH}`,
        }),
      };
    }
    return built;
  };
  router.get(OPENAPI_PATH, (_req, res) => {
    res.type('application/json').send(reference().json);
  });
  router.get(DOCS_PATH, (_req, res) => {
    res.type('html').send(reference().page);
  });
  router.get(`${DOCS_PATH}/docs.css`, (_req, res) => {
    res.type('css').set('Cache-Control', 'public, max-age=3600').send(DOCS_STYLESHEET);
  });
  return router;
}
