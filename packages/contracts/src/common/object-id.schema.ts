import { z } from 'zod';
import { API_MESSAGES } from './messages';

const OBJECT_ID = /^[a-f\d]{24}$/i;

/** A MongoDB ObjectId as it travels in JSON: 24 hexadecimal characters. */
export const objectIdSchema = z
  .string({ error: API_MESSAGES.invalidId })
  .regex(OBJECT_ID, API_MESSAGES.invalidId);

/** A path parameter holding an id: one that is not an ObjectId names nothing, said by `notFound`. */
export const idParam = (notFound: string) =>
  z.string({ error: notFound }).regex(OBJECT_ID, notFound);

export type ObjectId = z.infer<typeof objectIdSchema>;
