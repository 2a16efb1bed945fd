/** Claims of a token, decoded from its middle part (spec section 3). No signature check: the API does that. */
export function decodeTokenClaims<Claims extends Record<string, unknown> = Record<string, unknown>>(
  token: string | null | undefined,
): Claims | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null ? (claims as Claims) : undefined;
  } catch {
    return undefined;
  }
}
