import type { OidcOutcome } from '@peerconnect/contracts';
import { OIDC_TEXTS } from '@/config/oidc.messages';

const isOutcome = (value: string): value is OidcOutcome => value in OIDC_TEXTS.outcome;

/** The text for a `?oidc=` outcome the API redirected with, or null for none or an unknown one. */
export function oidcOutcomeText(value: string | null): string | null {
  return value && isOutcome(value) ? OIDC_TEXTS.outcome[value] : null;
}
