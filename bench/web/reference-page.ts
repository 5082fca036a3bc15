/**
 * The machine's floor for the unthrottled figures: a static HTML page (a heading and a paragraph,
 * no script) from a bare node:http server, measured by the same browser in the same run. On a
 * shared machine the ratio to it says more than the absolute milliseconds.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Reference</title></head>
<body><h1>Find your people on campus</h1><p>A static page: what this browser and machine need to paint text, with no script.</p></body></html>`;

export async function startReferencePage(): Promise<{ url: string; stop(): Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(PAGE);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise((closed) => server.close(() => closed())),
  };
}
