import * as client from 'openid-client';
import type { OidcProviderConfig } from '@/config/env';

/**
 * Each configured provider's client, from its discovery document, made at its first use and kept;
 * a failed discovery is tried again at the next sign-in.
 */
export function oidcClients(providers: OidcProviderConfig[]) {
  const made = new Map<string, Promise<client.Configuration>>();

  async function discover(provider: OidcProviderConfig): Promise<client.Configuration> {
    const issuer = new URL(provider.issuer);
    const configuration = await client.discovery(
      issuer,
      provider.clientId,
      provider.clientSecret,
      undefined,
      // http is only ever accepted for a loopback issuer outside production (config/env.ts).
      issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : undefined,
    );
    // The ID token's signature is checked against the issuer's published keys, not only its claims.
    client.enableNonRepudiationChecks(configuration);
    return configuration;
  }

  return {
    find: (id: string) => providers.find((provider) => provider.id === id),
    list: () => providers.map(({ id, name }) => ({ id, name })),
    configurationOf(provider: OidcProviderConfig): Promise<client.Configuration> {
      let configuration = made.get(provider.id);
      if (!configuration) {
        configuration = discover(provider);
        made.set(provider.id, configuration);
        configuration.catch(() => made.delete(provider.id));
      }
      return configuration;
    },
  };
}

export type OidcClients = ReturnType<typeof oidcClients>;
