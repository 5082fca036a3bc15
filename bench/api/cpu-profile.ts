/**
 * A summary of `node --cpu-prof` profiles by what the CPU time went to: module loading (per
 * package, and compiling), index creation, scheduled-job start-up, migrations, bcrypt, the
 * database driver's first queries, garbage collection. Frames in the built bundle are mapped to
 * their package through its source maps. Each sample counts once, for the first phase (in the
 * order below) any frame of its stack belongs to; idle time is left out. Samples are taken on the
 * wall clock, so a thread waiting for its CPU share counts against what it was running: the
 * shares are the figure to read.
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ms, table } from '@peerconnect/bench-kit';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A frame as the summary sees it: its function, its source file (mapped) and its package. */
interface Frame {
  name: string;
  url: string;
  source: string;
  pkg: string;
}

const PACKAGE = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/;
const maps = new Map<string, SourceMap | undefined>();

/** The source map beside a frame's file: a `file:` URL (ES modules) or a path (vm scripts). */
function sourceMapOf(url: string): SourceMap | undefined {
  if (!maps.has(url)) {
    const file = `${url.startsWith('file:') ? fileURLToPath(url) : url}.map`;
    maps.set(
      url,
      existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, 'utf8'))) : undefined,
    );
  }
  return maps.get(url);
}

function packageOf(source: string): string {
  if (source.startsWith('node:')) return 'node';
  const match = PACKAGE.exec(source);
  if (match?.[1]) return match[1];
  const workspace = /(apps\/api|packages\/[^/]+)\/src\//.exec(source);
  if (workspace?.[1])
    return workspace[1] === 'apps/api' ? 'the API' : `@peerconnect/${basename(workspace[1])}`;
  return source ? 'other' : 'native';
}

function frameOf({ functionName, url, lineNumber, columnNumber }: CallFrame): Frame {
  let source = url;
  if (url.startsWith('file://') || url.startsWith('/')) {
    const entry = sourceMapOf(url)?.findEntry(lineNumber, columnNumber);
    if (entry && 'originalSource' in entry) source = entry.originalSource;
  }
  return { name: functionName, url, source, pkg: packageOf(source) };
}

const SCHEDULER = new Set(['agenda', '@agendajs/mongo-backend', 'luxon', 'cron-parser', 'date.js']);
const DRIVER = new Set(['mongodb', 'mongoose', 'bson', 'mquery', 'sift', 'mpath']);
const INDEXES = /^_?ensureIndexes|createIndex|syncIndexes|listIndexes|diffIndexes/;

const isLoader = (frame: Frame) =>
  /^node:(internal\/(modules|vm)|vm$)/.test(frame.url) ||
  // The API's own loader of its bundle, with V8's code cache.
  frame.source.includes('lib/compile-cache') ||
  frame.name === 'compileSourceTextModule' ||
  frame.name === 'runInThisContext';

/** The phase of one sample, from its stack (leaf first). */
function phaseOf(stack: Frame[]): string | undefined {
  const leaf = stack[0]!;
  if (leaf.name === '(idle)') return undefined;
  if (leaf.name === '(garbage collector)') return 'garbage collection';
  if (leaf.name === '(program)') return 'V8 and Node, not attributed ((program))';
  const any = (test: (frame: Frame) => boolean) => stack.some(test);
  if (any((f) => f.pkg === 'bcryptjs')) return 'bcrypt';
  if (any((f) => SCHEDULER.has(f.pkg) || f.source.includes('lib/job-queue')))
    return 'scheduled-job start-up (agenda)';
  if (any((f) => /lib\/migrations|-migration\.ts|legacy-uploads/.test(f.source)))
    return 'migrations';
  if (any((f) => INDEXES.test(f.name) || f.source.includes('lib/indexes'))) return 'index creation';
  // Module loading: under Node's loader (compiling, linking, evaluating a module's top level).
  if (any(isLoader)) {
    // esbuild's require() shim: Node's loader reading unbundled packages (pino) and built-ins.
    if (/^__require/.test(leaf.name)) return 'module loading: packages outside the bundle';
    const own = stack.find((f) => !['native', 'node', 'other'].includes(f.pkg));
    return own ? `module loading: ${own.pkg}` : 'module loading: compiling, linking, reading';
  }
  if (any((f) => DRIVER.has(f.pkg))) return 'database driver (first queries and their plans)';
  const own = stack.find((f) => !['native', 'other'].includes(f.pkg));
  return own?.pkg === 'node' || !own
    ? "other: Node's own code (http, streams, files)"
    : `other: ${own.pkg}`;
}

/** CPU milliseconds per phase in one profile. */
function phasesOf(file: string): Map<string, number> {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const phaseOfNode = new Map<number, string | undefined>();
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    if (!phaseOfNode.has(id)) {
      const stack: Frame[] = [];
      for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at))
        stack.push(frameOf(nodes.get(at)!.callFrame));
      phaseOfNode.set(id, phaseOf(stack));
    }
    const phase = phaseOfNode.get(id);
    if (phase)
      totals.set(phase, (totals.get(phase) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return totals;
}

/** Rows kept of each group of per-package phases; the rest are summed in one row. */
const TOP_ROWS = 6;
const GROUPS = ['module loading: ', 'other: '];

/** The phases, largest first, each per-package group cut to its largest rows and the rest. */
function rowsOf(totals: Map<string, number>): [string, number][] {
  const sorted = [...totals].sort((a, b) => b[1] - a[1]);
  const rest = new Map<string, number>();
  const kept = sorted.filter(([phase, time]) => {
    const group = GROUPS.find((prefix) => phase.startsWith(prefix));
    if (!group) return true;
    const rank = sorted
      .filter(([other]) => other.startsWith(group))
      .findIndex(([other]) => other === phase);
    if (rank < TOP_ROWS) return true;
    rest.set(group, (rest.get(group) ?? 0) + time);
    return false;
  });
  return [
    ...kept,
    ...[...rest].map(([group, time]): [string, number] => [`${group}the other packages`, time]),
  ];
}

/**
 * A Markdown table per thread (the main thread first; Node names profiles
 * `CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile`).
 */
export function summariseProfiles(files: string[]): string {
  const thread = (file: string) => Number(/\.(\d+)\.\d+\.cpuprofile$/.exec(file)?.[1] ?? 0);
  return [...files]
    .sort((a, b) => thread(a) - thread(b))
    .map((file) => {
      const rows = rowsOf(phasesOf(file));
      const sum = rows.reduce((all, [, time]) => all + time, 0);
      const cells = rows
        .filter(([, time]) => time >= 1)
        .map(([phase, time]) => [phase, ms(time), `${((time / sum) * 100).toFixed(0)} %`]);
      const name = thread(file) === 0 ? 'main thread' : `worker thread ${thread(file)}`;
      return `${name}, ${ms(sum)} sampled:\n\n${table(['What', 'Sampled time', 'Share'], cells)}`;
    })
    .join('\n\n');
}
