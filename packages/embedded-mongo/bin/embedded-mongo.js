#!/usr/bin/env node
// Runs the built CLI (`pnpm --filter @peerconnect/embedded-mongo build` creates dist/).
import '../dist/cli.js';
