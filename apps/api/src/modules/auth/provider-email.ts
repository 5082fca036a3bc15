import { domainToASCII } from 'node:url';
import { emailSchema } from '@peerconnect/contracts';

/**
 * A provider's address as registration takes one: trimmed, lower-cased, its domain in IDNA's ASCII
 * form (so a look-alike letter cannot pass for a campus's domain); null when registration would
 * refuse it.
 */
export function normalisedProviderEmail(claimed: string): string | null {
  const trimmed = claimed.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 1) return null;
  const domain = domainToASCII(trimmed.slice(at + 1));
  if (!domain) return null;
  const parsed = emailSchema.safeParse(`${trimmed.slice(0, at)}@${domain}`);
  return parsed.success ? parsed.data : null;
}
