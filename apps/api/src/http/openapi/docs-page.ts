/**
 * The API reference as one server-rendered page: no scripts (the CSP allows none inline, and the
 * product works offline, so nothing comes from a CDN), collapsible sections from <details>.
 */
import type { OpenApiDocument } from './openapi-document';
import { escapeHtml } from '@/lib/escape-html';

interface OperationView {
  summary: string;
  tags: string[];
  security?: unknown[];
  parameters?: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema?: unknown }> }
  >;
}

const anchorOf = (name: string) => `schema-${name}`;

/** Pretty JSON with every component $ref turned into a link to that schema on the page. */
function schemaHtml(schema: unknown): string {
  return `<pre>${escapeHtml(JSON.stringify(schema, null, 2)).replace(
    /&#34;#\/components\/schemas\/([\w-]+)&#34;/g,
    (_match, name: string) => `<a href="#${anchorOf(name)}">${name}</a>`,
  )}</pre>`;
}

function parametersHtml(parameters: OperationView['parameters'] = []): string {
  if (parameters.length === 0) return '';
  const rows = parameters
    .map(
      (parameter) =>
        `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${parameter.in}</td>` +
        `<td>${parameter.required ? 'yes' : 'no'}</td><td>${schemaHtml(parameter.schema)}</td></tr>`,
    )
    .join('');
  return `<h4>Parameters</h4><table><thead><tr><th>name</th><th>in</th><th>required</th><th>schema</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function contentHtml(content: Record<string, { schema?: unknown }>): string {
  return Object.entries(content)
    .map(
      ([type, media]) =>
        `<p class="media">${escapeHtml(type)}</p>${media.schema ? schemaHtml(media.schema) : ''}`,
    )
    .join('');
}

function operationHtml(method: string, path: string, operation: OperationView): string {
  const body = operation.requestBody
    ? `<h4>Request body</h4>${contentHtml(operation.requestBody.content)}`
    : '';
  const responses = Object.entries(operation.responses)
    .map(
      ([status, response]) =>
        `<details class="status-${status[0]}xx"><summary><strong>${status}</strong> ${escapeHtml(response.description)}</summary>${response.content ? contentHtml(response.content) : ''}</details>`,
    )
    .join('');
  const access = operation.security ? 'public' : 'token required';
  return `<details class="operation" id="${escapeHtml(`${method}-${path}`)}">
<summary><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code> <span class="summary">${escapeHtml(operation.summary)}</span> <span class="access">${access}</span></summary>
${parametersHtml(operation.parameters)}${body}<h4>Responses</h4>${responses}
</details>`;
}

export function renderDocsPage(
  document: OpenApiDocument,
  { stylesheetHref, documentHref }: { stylesheetHref: string; documentHref: string },
): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods) as [string, OperationView][]) {
      const tag = operation.tags[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, operation)]);
    }
  }
  const sections = [...byTag]
    .map(
      ([tag, operations]) => `<section><h2>${escapeHtml(tag)}</h2>${operations.join('')}</section>`,
    )
    .join('\n');
  const schemas = Object.entries(document.components.schemas)
    .map(
      ([name, schema]) =>
        `<details id="${anchorOf(name)}"><summary><code>${name}</code></summary>${schemaHtml(schema)}</details>`,
    )
    .join('\n');
  const { title, version, description } = document.info;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} reference</title>
<link rel="stylesheet" href="${escapeHtml(stylesheetHref)}">
</head>
<body>
<header><h1>${escapeHtml(title)} <small>${escapeHtml(version)}</small></h1>
<p>${escapeHtml(description)}</p>
<p>Machine-readable: <a href="${escapeHtml(documentHref)}">openapi.json</a> (OpenAPI ${document.openapi}). Signed-in calls send the token as <code>Authorization: Bearer …</code> or <code>x-auth-token</code>. Every error has the body <a href="#${anchorOf('ApiError')}">ApiError</a>.</p>
</header>
<main>
${sections}
<section><h2>Schemas</h2>
${schemas}
</section>
</main>
</body>
</html>`;
}
