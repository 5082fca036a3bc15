import { z } from 'zod';

/** A MongoDB ObjectId as it travels in JSON: 24 hexadecimal characters. */
export const objectIdSchema = z
  .string({ error: 'Invalid id' })
  .regex(/^[a-f\d]{24}$/i, 'Invalid id');

export type ObjectId = z.infer<typeof objectIdSchema>;

export const idParamsSchema = z.object({ id: objectIdSchema });
export const userIdParamsSchema = z.object({ userId: objectIdSchema });
export const activityIdParamsSchema = z.object({ activityId: objectIdSchema });
export const requestIdParamsSchema = z.object({ requestId: objectIdSchema });
