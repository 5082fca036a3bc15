/** Messages between the benchmark (run.ts) and its client processes (client.ts). */

export type PhaseName = 'insert' | 'findOne by _id' | 'findOne, no index' | 'findOne, indexed';

/** Connect first: mongoose with a pool of one connection per caller. */
export interface ClientConnect {
  connect: string;
  callers: number;
}

export interface ClientRequest {
  phase: PhaseName;
  /** This process runs operations first, first + stride, ... below `operations`. */
  first: number;
  stride: number;
  operations: number;
  callers: number;
  /** The inserted documents' ids (hex), which the find phases read. */
  ids?: string[];
}

export interface ClientReport {
  seconds: number;
  cpuMicros: number;
  /** The ids this process inserted, in the insert phase. */
  inserted: string[];
}
