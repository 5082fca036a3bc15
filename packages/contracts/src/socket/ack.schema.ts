import { z } from 'zod';

/** The failed acknowledgement every socket event may answer with. */
export const ackErrorSchema = z.object({ success: z.literal(false), error: z.string() });

/** The acknowledgement of a socket event: `{ success: true, ...data }` or `{ success: false, error }`. */
export function ackSchema<Shape extends z.ZodRawShape>(dataShape: Shape) {
  return z.discriminatedUnion('success', [
    z.object({ success: z.literal(true) }).extend(dataShape),
    ackErrorSchema,
  ]);
}
