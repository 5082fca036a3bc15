/**
 * Initial JavaScript per route: the inline script index.html runs first (the theme), then from
 * Vite's manifest the entry chunk, the route's lazy chunk, and every chunk either imports statically (what the browser must fetch before the screen can render),
 * each gzipped as the API's compression middleware serves it (zlib's default level).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface ChunkSize {
  file: string;
  gzipBytes: number;
}

export interface RouteBundle {
  route: string;
  chunks: ChunkSize[];
  totalGzipBytes: number;
}

export interface BenchRoute {
  name: string;
  path: string;
  /** The lazily imported screen module, as Vite names it in the manifest. */
  screen: string;
  signedIn: boolean;
}

function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The chunk keys loaded with `key`: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

function gzipSize(distDir: string, file: string): number {
  return gzipSync(readFileSync(join(distDir, file))).length;
}

/** The classic scripts index.html runs, in page order: inline ones by their place, external ones by file. */
function classicScripts(distDir: string): ChunkSize[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const tags = html.matchAll(/<script(?![^>]*type="module")([^>]*)>([\s\S]*?)<\/script>/g);
  return [...tags].map(([, attributes, body], index) => {
    const src = /\ssrc="\/([^"]+)"/.exec(attributes!)?.[1];
    return src
      ? { file: src, gzipBytes: gzipSize(distDir, src) }
      : { file: `index.html, inline script ${index + 1}`, gzipBytes: gzipSync(body!).length };
  });
}

export function routeBundles(distDir: string, routes: BenchRoute[]): RouteBundle[] {
  const manifest = readManifest(distDir);
  const classic = classicScripts(distDir);
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The Vite manifest names no entry chunk');
  return routes.map((route) => {
    const keys = staticClosure(manifest, route.screen, staticClosure(manifest, entry, new Set()));
    const files = [...keys].map((key) => manifest[key]!.file);
    const chunks = [
      ...classic,
      ...files.map((file) => ({ file, gzipBytes: gzipSize(distDir, file) })),
    ].sort((a, b) => b.gzipBytes - a.gzipBytes);
    const totalGzipBytes = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
    return { route: route.name, chunks, totalGzipBytes };
  });
}
