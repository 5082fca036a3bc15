// Removes the run's temporary folder, and only the one jest-temp-dir-setup.mjs made.
import { rmSync } from 'node:fs';

export default function removeRunTempDir() {
  const dir = process.env.PEERCONNECT_RUN_TEMP_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
