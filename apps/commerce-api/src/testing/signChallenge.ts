import { TEST_API_KEY } from './startTestServer';

/** GET /auth/sign/{apiKey}?identity={challenge}, as Geins's clients call it: the signed identity to post back. */
export async function signChallenge(
  origin: string,
  challenge: string | undefined,
  apiKey: string = TEST_API_KEY,
): Promise<unknown> {
  const response = await fetch(
    `${origin}/auth/sign/${encodeURIComponent(apiKey)}?identity=${encodeURIComponent(challenge ?? '')}`,
  );
  if (!response.ok) throw new Error(`The sign endpoint answered ${response.status}`);
  return response.json();
}
