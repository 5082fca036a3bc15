// The test process holds this child's stdin open: once it ends (the runner exited or was killed),
// the child server goes too, abruptly, as a kill -9 would end it.
process.stdin.on('end', () => process.exit(1));
process.stdin.resume();
