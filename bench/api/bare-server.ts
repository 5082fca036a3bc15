/**
 * The yardsticks of the HTTP benchmark, one per process: `express` (a bare Express 5 app with one
 * route) or `http` (raw node:http), answering every GET with the bytes in `bodyFile` from memory,
 * with the same Content-Type the API sends. Usage (in bench/): tsx api/bare-server.ts <express|http> <bodyFile> <port>
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import express from 'express';

const [kind, bodyFile, port] = process.argv.slice(2);
if ((kind !== 'express' && kind !== 'http') || !bodyFile || !port) {
  throw new Error('usage: bare-server.ts <express|http> <bodyFile> <port>');
}
const body = readFileSync(bodyFile);
const CONTENT_TYPE = 'application/json; charset=utf-8';

if (kind === 'express') {
  const app = express();
  app.get('/api/activities', (_req, res) => {
    res.type(CONTENT_TYPE).send(body);
  });
  app.listen(Number(port), '127.0.0.1');
} else {
  createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': CONTENT_TYPE, 'Content-Length': body.length });
    res.end(body);
  }).listen(Number(port), '127.0.0.1');
}
