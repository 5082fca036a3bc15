import { startApp } from './app-server';

export default async function globalSetup(): Promise<void> {
  const app = await startApp();
  process.env.E2E_BASE_URL = app.baseUrl;
  process.env.E2E_APP_PID = String(app.pid);
  process.env.E2E_OTHER_ORIGIN = app.otherOrigin;
  process.env.E2E_DATA_DIR = app.dataDir;
}
