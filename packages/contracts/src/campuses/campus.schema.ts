import { z } from 'zod';
import { objectIdSchema } from '../common/object-id.schema';

/** The campus a verified student belongs to, shown as a badge beside their name. */
export const campusBadgeSchema = z.object({ _id: objectIdSchema, name: z.string() });
export type CampusBadge = z.infer<typeof campusBadgeSchema>;

export const CAMPUS_MESSAGES = {
  nameRequired: 'A campus needs a name',
  domainInvalid: 'Each domain must look like example.edu',
  domainsRequired: 'Name at least one email domain',
  domainTaken: 'That domain already belongs to another campus',
  issuerInvalid: 'The issuer must be the URL of the campus’s OpenID provider',
} as const;

const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, {
    message: CAMPUS_MESSAGES.domainInvalid,
  });

/**
 * `pnpm campus add "<name>" <domain>... [--issuer=<url>]`: a campus, the email domains of its
 * students, and its own OpenID issuer (the one provider whose sign-ins vouch for those domains).
 */
export const addCampusSchema = z.object({
  name: z.string().trim().min(1, CAMPUS_MESSAGES.nameRequired).max(100),
  domains: z.array(domainSchema).min(1, CAMPUS_MESSAGES.domainsRequired),
  issuer: z.url({ message: CAMPUS_MESSAGES.issuerInvalid }).optional(),
});
export type AddCampus = z.infer<typeof addCampusSchema>;
