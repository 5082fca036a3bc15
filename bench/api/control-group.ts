/**
 * A cgroup v1 control group for a benchmark's API process: a CPU quota and a memory limit like a
 * free host's (e.g. a tenth of a CPU and 512 MB), and the CPU time its processes used. Creating one
 * needs root and the v1 `cpu`, `cpuacct` and `memory` hierarchies under /sys/fs/cgroup.
 */
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = '/sys/fs/cgroup';
const CONTROLLERS = ['cpu', 'cpuacct', 'memory'] as const;
const PERIOD_US = 100_000;

export interface Limits {
  /** Share of one CPU, e.g. 0.1; unlimited when left out. */
  cpus?: number;
  /** Memory limit in megabytes; unlimited when left out. */
  memoryMb?: number;
}

export class ControlGroup {
  private readonly dirs: Record<(typeof CONTROLLERS)[number], string>;

  constructor(name: string, limits: Limits) {
    this.dirs = {
      cpu: join(ROOT, 'cpu', name),
      cpuacct: join(ROOT, 'cpuacct', name),
      memory: join(ROOT, 'memory', name),
    };
    for (const dir of Object.values(this.dirs)) mkdirSync(dir, { recursive: true });
    writeFileSync(join(this.dirs.cpu, 'cpu.cfs_period_us'), `${PERIOD_US}`);
    writeFileSync(
      join(this.dirs.cpu, 'cpu.cfs_quota_us'),
      limits.cpus ? `${Math.round(limits.cpus * PERIOD_US)}` : '-1',
    );
    writeFileSync(
      join(this.dirs.memory, 'memory.limit_in_bytes'),
      limits.memoryMb ? `${limits.memoryMb * 1024 * 1024}` : '-1',
    );
  }

  /** Whether this machine lets us make control groups (root, cgroup v1). */
  static available(): boolean {
    try {
      return CONTROLLERS.every((controller) =>
        readFileSync(join(ROOT, controller, 'cgroup.procs'), 'utf8'),
      );
    } catch {
      return false;
    }
  }

  /**
   * The launcher for a process that must run in this group from its first instruction: a shell
   * joins the group, then becomes the program.
   */
  launcher(): string[] {
    const joinGroup = Object.values(this.dirs)
      .map((dir) => `echo $$ > ${dir}/cgroup.procs`)
      .join(' && ');
    return ['sh', '-c', `${joinGroup} && exec "$@"`, 'sh'];
  }

  /** Starts counting CPU time afresh (call before each start). */
  resetCpu(): void {
    writeFileSync(join(this.dirs.cpuacct, 'cpuacct.usage'), '0');
  }

  /** CPU time the group's processes used since `resetCpu`, in milliseconds (all threads). */
  cpuMs(): number {
    return Number(readFileSync(join(this.dirs.cpuacct, 'cpuacct.usage'), 'utf8')) / 1e6;
  }

  /** Starts the group's memory high-water mark afresh. */
  resetPeakMemory(): void {
    writeFileSync(join(this.dirs.memory, 'memory.max_usage_in_bytes'), '0');
  }

  /** The most memory the group's processes held at once since `resetPeakMemory`, in megabytes. */
  peakMemoryMb(): number {
    return (
      Number(readFileSync(join(this.dirs.memory, 'memory.max_usage_in_bytes'), 'utf8')) / 2 ** 20
    );
  }

  /** Removes the group; its processes must have exited. */
  remove(): void {
    for (const dir of Object.values(this.dirs)) rmdirSync(dir);
  }
}

/** The peak resident memory of a running process (VmHWM), in megabytes. */
export function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]) / 1024;
}

/** Linux's USER_HZ: the unit of the CPU times in /proc/<pid>/stat. */
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time (user and system, all threads) process `pid` has used so far, in ms. */
export function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}
