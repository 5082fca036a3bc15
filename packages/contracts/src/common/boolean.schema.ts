import { z } from 'zod';

/** A true/false that may come as text: multipart forms send every field as text. */
export const booleanInput = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true');
