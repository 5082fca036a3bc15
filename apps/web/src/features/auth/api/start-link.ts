import { oidcEndpoints } from '@peerconnect/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/**
 * Starts linking a provider account, with the current password when the account has one: the
 * server answers where the browser goes next.
 */
export const startLink = ({ provider, currentPassword }: LinkStart) =>
  apiCall(oidcEndpoints.startLink, { params: { provider }, body: { currentPassword } });

interface LinkStart {
  provider: string;
  currentPassword?: string;
}

export function useStartLink(go: (url: string) => void = (url) => window.location.assign(url)) {
  return useMutation({ mutationFn: startLink, onSuccess: ({ url }) => go(url) });
}
