import { createClient, uniqueEmail, type TestServer } from './test-server.ts';

/** A signed-in browser-like client for a brand-new account. */
export async function signedInClient(server: TestServer, label = 'owner') {
  const client = createClient(server);
  const email = uniqueEmail(label);
  const response = await client.request('/api/auth/sign-up/email', {
    json: { email, password: 'owner-password-1', name: label },
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return Object.assign(client, { email });
}
