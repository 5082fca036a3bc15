import { spawn, type ChildProcess } from 'node:child_process';

export interface NodeProcess {
  child: ChildProcess;
  /** SIGTERM, resolved once the process has exited (at once if it already had). */
  stop(): Promise<void>;
}

export interface NodeProcessOptions {
  cwd?: string;
  /** The whole environment of the process; this process's when left out. */
  env?: NodeJS.ProcessEnv;
  /** 'pipe' for a server that says on its output where it listens. */
  stdout?: 'ignore' | 'pipe';
  /** 'pipe' to read what the server reports on its errors; ours by default. */
  stderr?: 'inherit' | 'pipe';
  /**
   * A command Node is run through, ending with the program it `exec`s into (e.g. a shell that
   * joins a control group first), so the child's pid is still Node's.
   */
  launcher?: string[];
  /** Another Node binary than this one (e.g. the Docker image's version). */
  node?: string;
}

/** Runs `node <args>` (this Node binary) as a server for a benchmark; its errors go to our stderr. */
export function startNodeProcess(args: string[], options: NodeProcessOptions = {}): NodeProcess {
  const [command, ...launcherArgs] = [
    ...(options.launcher ?? []),
    options.node ?? process.execPath,
  ];
  const child = spawn(command!, [...launcherArgs, ...args], {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', options.stdout ?? 'ignore', options.stderr ?? 'inherit'],
  });
  // Listened for from the start, so a process that is already gone still counts as stopped.
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Runs a TypeScript file through tsx, e.g. a yardstick server beside the benchmark. */
export const startTsxProcess = (script: string, args: string[], options?: NodeProcessOptions) =>
  startNodeProcess(['--import', 'tsx', script, ...args], options);

/**
 * The address a server prints as `listening on <address>` (the embedded database's CLI does), once
 * it does; fails if it exits first. The server must be started with `stdout: 'pipe'`.
 */
export function listeningAddress({ child }: NodeProcess): Promise<string> {
  const { stdout } = child;
  if (!stdout) return Promise.reject(new Error("the server's output is not piped"));
  return new Promise((resolve, reject) => {
    stdout.on('data', (chunk: Buffer) => {
      const match = /listening on (\S+)/.exec(chunk.toString());
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}
