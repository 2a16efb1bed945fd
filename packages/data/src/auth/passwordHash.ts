import { passwordSalt } from './constants';

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** base64(SHA-384(password + salt)) through Web Crypto, as the identity service expects. */
export async function hashPassword(password: string, salt: string = passwordSalt): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-384', new TextEncoder().encode(password + salt));
  return toBase64(new Uint8Array(digest));
}
