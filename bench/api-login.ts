/** Unlocks a bench server with its PIN (a remembered device) and answers the session token. */
export async function benchLogin(baseUrl: string, pin: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'user', pin, rememberDevice: true }),
  });
  const answer = (await response.json()) as { authToken?: string };
  if (!answer.authToken) throw new Error(`login failed: ${response.status}`);
  return answer.authToken;
}
