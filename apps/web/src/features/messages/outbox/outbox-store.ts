import { del, entries, set } from 'idb-keyval';
import { offlineStore } from '@/lib/offline-data';
import type { KeptMessage } from './kept-message';

const store = () => offlineStore('outbox');

export async function saveKept(message: KeptMessage): Promise<void> {
  await set(message.clientId, message, store());
}

export async function dropKept(clientId: string): Promise<void> {
  await del(clientId, store());
}

/** The student's kept messages, oldest first; a row this version cannot read is left out. */
export async function readKept(userId: string): Promise<KeptMessage[]> {
  const rows = await entries<string, unknown>(store());
  // The schema (zod and the chat's contracts) loads only when there is something to read.
  if (rows.length === 0) return [];
  const { keptMessageSchema } = await import('./kept-message');
  return rows
    .flatMap(([, row]) => {
      const parsed = keptMessageSchema.safeParse(row);
      return parsed.success && parsed.data.userId === userId ? [parsed.data] : [];
    })
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}
