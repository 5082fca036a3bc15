import { stopApp } from './app-server';

export default async function globalTeardown(): Promise<void> {
  const pid = Number(process.env.E2E_APP_PID);
  if (pid) await stopApp(pid);
}
