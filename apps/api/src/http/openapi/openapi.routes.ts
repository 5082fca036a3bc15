import { operationRoutes as routes } from '@peerconnect/contracts';
import type { Router } from 'express';
import { declaredRouter, SENT } from '@/http/declared-router';
import { renderDocsPage } from './docs-page';
import { DOCS_STYLESHEET } from './docs-stylesheet';
import { buildOpenApiDocument } from './openapi-document';

/**
 * The API reference: the OpenAPI document and the docs page (with its stylesheet). Both are built
 * once, on the first request rather than at start-up, so they add nothing to a cold start.
 */
export function openApiRoutes(): Router {
  const { router, on } = declaredRouter('/api', { database: false });
  let built: { json: string; page: string } | undefined;
  const reference = () => {
    if (!built) {
      const document = buildOpenApiDocument();
      built = {
        json: JSON.stringify(document),
        page: renderDocsPage(document, {
          stylesheetHref: routes.docsStylesheet.path,
          documentHref: routes.openApi.path,
        }),
      };
    }
    return built;
  };
  on(routes.openApi, (_req, res) => {
    res.type('application/json').send(reference().json);
    return SENT;
  });
  on(routes.docs, (_req, res) => {
    res.type('html').send(reference().page);
    return SENT;
  });
  on(routes.docsStylesheet, (_req, res) => {
    res.type('css').set('Cache-Control', 'public, max-age=3600').send(DOCS_STYLESHEET);
    return SENT;
  });
  return router;
}
