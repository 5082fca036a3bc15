/** Makes a stored relative path absolute against the API's public address. */
export function absolute(baseUrl: string, path: string | undefined): string {
  if (!path) return '';
  return /^https?:\/\//.test(path) ? path : `${baseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}
