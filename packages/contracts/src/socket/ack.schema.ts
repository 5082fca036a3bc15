import { z } from 'zod';
import { apiErrorCodeSchema } from '../common/api-error.schema';

/** The failed acknowledgement every socket event may answer with: the HTTP errors' code and message. */
export const ackErrorSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: apiErrorCodeSchema,
});

/** The acknowledgement of a socket event: `{ success: true, ...data }` or `{ success: false, error, code }`. */
export function ackSchema<Shape extends z.ZodRawShape>(dataShape: Shape) {
  return z.discriminatedUnion('success', [
    z.object({ success: z.literal(true) }).extend(dataShape),
    ackErrorSchema,
  ]);
}
