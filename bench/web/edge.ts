/**
 * The edge students reach the app through: Render proxies every request through Cloudflare, which
 * speaks HTTPS and HTTP/2 to browsers. A node:http2 server with a throwaway self-signed certificate
 * stands for it here, forwarding each request to the app over HTTP/1.1 and streaming the answer back.
 * WebSockets (a signed-in page's socket.io connection) come over HTTP/1.1, as Chromium opens them,
 * and are piped to the app both ways, as through Cloudflare.
 */
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as forward, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { createSecureServer } from 'node:http2';
import { connect, type AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Edge {
  baseUrl: string;
  /** The certificate's SPKI fingerprint, for Chromium's --ignore-certificate-errors-spki-list. */
  spkiSha256: string;
  stop(): Promise<void>;
}

// Connection-specific headers: HTTP/2 forbids them (RFC 9113, 8.2.2) and they describe one hop only.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
]);

const endToEnd = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)),
  );

/** A P-256 key and a one-day certificate for 127.0.0.1 and localhost, made by the openssl CLI. */
function throwawayCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'peerconnect-web-bench-edge-'));
  const [keyFile, certFile] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts the HTTPS + HTTP/2 front of the app at `origin` (an http:// URL on this machine). */
export async function startEdge(origin: string): Promise<Edge> {
  const { key, cert } = throwawayCertificate();
  const target = new URL(origin);
  const server = createSecureServer({ key, cert, allowHTTP1: true }, (request, response) => {
    const upstream = forward(
      {
        hostname: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        // HTTP/2 names the host in :authority; the app behind gets it as Host, as from Cloudflare.
        headers: { ...endToEnd(request.headers), host: request.authority ?? request.headers.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  const tunnels = new Set<Duplex>();
  server.on('upgrade', (request: IncomingMessage, client: Duplex, head: Buffer) => {
    tunnels.add(client);
    client.on('close', () => tunnels.delete(client));
    const upstream = connect(Number(target.port), target.hostname, () => {
      const lines = [`${request.method} ${request.url} HTTP/1.1`];
      for (let index = 0; index < request.rawHeaders.length; index += 2) {
        lines.push(`${request.rawHeaders[index]}: ${request.rawHeaders[index + 1]}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      client.pipe(upstream).pipe(client);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return {
    baseUrl: `https://127.0.0.1:${port}`,
    spkiSha256: createHash('sha256').update(spki).digest('base64'),
    stop: () =>
      new Promise((closed) => {
        server.close(() => closed());
        // An open WebSocket would keep the server from closing.
        for (const tunnel of tunnels) tunnel.destroy();
      }),
  };
}
