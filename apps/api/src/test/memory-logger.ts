import { Writable } from 'node:stream';
import { createLogger } from '@/lib/logger';

/** A logger whose lines land in `lines`, to check what the log says (and never says). */
export function memoryLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger('info', stream), lines };
}
