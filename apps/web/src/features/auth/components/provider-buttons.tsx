import { oidcEndpoints, routeUrl } from '@peerconnect/contracts';
import { OIDC_TEXTS } from '@/config/oidc.messages';
import { LOGIN_TEXT } from '@/config/auth.messages';
import { apiUrl } from '@/lib/api-client';
import { useProviders } from '../api/get-providers';

/**
 * One button per configured university provider: a plain link to the API, which sends the browser
 * on to the provider. Nothing shows while none is configured (or the list cannot be read).
 */
export function ProviderButtons() {
  const providers = useProviders();
  if (!providers.data?.length) return null;
  return (
    <>
      <div className="divider" role="separator">
        <span>{LOGIN_TEXT.or}</span>
      </div>
      <div className="social-buttons">
        {providers.data.map((provider) => (
          <a
            key={provider.id}
            className="button button-secondary"
            href={apiUrl(routeUrl(oidcEndpoints.start, { provider: provider.id }))}
          >
            {OIDC_TEXTS.continueWith(provider.name)}
          </a>
        ))}
      </div>
      <p className="field-hint centered">{OIDC_TEXTS.providersNote}</p>
    </>
  );
}
