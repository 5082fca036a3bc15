/** POSTs `body` as JSON (as the student `token`, if given) and returns the answer's JSON. */
export async function postJson<T>(
  base: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs in over HTTP and returns the session token. */
export async function signIn(base: string, login: { email: string; password: string }) {
  const { token } = await postJson<{ token: string }>(base, '/api/auth/login', login);
  return token;
}
