import { oidcEndpoints } from '@peerconnect/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** Starts linking a provider account: the server answers where the browser goes next. */
export const startLink = (provider: string) =>
  apiCall(oidcEndpoints.startLink, { params: { provider } });

export function useStartLink(go: (url: string) => void = (url) => window.location.assign(url)) {
  return useMutation({ mutationFn: startLink, onSuccess: ({ url }) => go(url) });
}
