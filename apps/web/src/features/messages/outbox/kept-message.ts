import {
  chatRefSchema,
  clientIdSchema,
  messageContentSchema,
  objectIdSchema,
  replyPreviewSchema,
} from '@peerconnect/contracts';
import { z } from 'zod';

/** A message kept until the server has stored it: whose, for which chat, under which clientId. */
export const keptMessageSchema = z.object({
  userId: objectIdSchema,
  chat: chatRefSchema,
  clientId: clientIdSchema,
  content: messageContentSchema,
  /** The message it answers, sent with it: its quote, or its id alone (kept by older versions). */
  replyTo: z.union([replyPreviewSchema, objectIdSchema]).optional(),
  createdAt: z.iso.datetime(),
});
export type KeptMessage = z.infer<typeof keptMessageSchema>;
