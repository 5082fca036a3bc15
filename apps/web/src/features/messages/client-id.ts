/**
 * A fresh id for a message this client sends, matching the contracts' clientIdSchema. The server
 * stores a message once per (sender, clientId), so a retry or the HTTP fallback cannot duplicate
 * it. Built from getRandomValues because crypto.randomUUID exists only on secure (https) pages.
 */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
