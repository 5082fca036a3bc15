import {
  chatRefSchema,
  clientIdSchema,
  messageContentSchema,
  objectIdSchema,
} from '@peerconnect/contracts';
import { del, entries, set } from 'idb-keyval';
import { z } from 'zod';
import { offlineStore } from '@/lib/offline-data';

/** A message kept until the server has stored it: whose, for which chat, under which clientId. */
export const keptMessageSchema = z.object({
  userId: objectIdSchema,
  chat: chatRefSchema,
  clientId: clientIdSchema,
  content: messageContentSchema,
  /** The message it answers, sent with it. */
  replyTo: objectIdSchema.optional(),
  createdAt: z.iso.datetime(),
});
export type KeptMessage = z.infer<typeof keptMessageSchema>;

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
  return rows
    .flatMap(([, row]) => {
      const parsed = keptMessageSchema.safeParse(row);
      return parsed.success && parsed.data.userId === userId ? [parsed.data] : [];
    })
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}
