import { z } from 'zod';

/** Every error the API sends has this body: the first problem in `message`, all of them in `errors`. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
