// One temporary folder per jest run: the data folders, databases and uploads that tests make under
// the system's temporary folder land here, and jest-temp-dir-teardown.mjs removes it at the end.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function makeRunTempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'peerconnect-tests-'));
  process.env.PEERCONNECT_RUN_TEMP_DIR = dir;
  process.env.TMPDIR = dir;
}
