/**
 * Initial JavaScript per route: the classic scripts index.html runs first (the theme, the
 * prerendered screen), then from Vite's manifest the entry chunk, the route's lazy chunk, and every
 * chunk either imports statically (what the browser must fetch before the screen can render),
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
  /** Classic scripts public/first-paint.js adds on this address (served from the top of dist). */
  addedScripts?: string[];
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

/** The non-module scripts index.html names (served from the top of dist), in page order. */
function classicScripts(distDir: string): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  return [...html.matchAll(/<script(?![^>]*type="module")[^>]*\ssrc="\/([^"]+)"/g)].map(
    (match) => match[1]!,
  );
}

export function routeBundles(distDir: string, routes: BenchRoute[]): RouteBundle[] {
  const manifest = readManifest(distDir);
  const classic = classicScripts(distDir);
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The Vite manifest names no entry chunk');
  return routes.map((route) => {
    const keys = staticClosure(manifest, route.screen, staticClosure(manifest, entry, new Set()));
    const scripts = [...classic, ...(route.addedScripts ?? [])];
    const chunks = [...scripts, ...[...keys].map((key) => manifest[key]!.file)]
      .map((file) => ({ file, gzipBytes: gzipSize(distDir, file) }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
    const totalGzipBytes = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
    return { route: route.name, chunks, totalGzipBytes };
  });
}
