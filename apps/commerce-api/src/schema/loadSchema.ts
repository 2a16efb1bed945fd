import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The SDL beside this file; bundled builds resolve it relative to the source tree. */
export function loadTypeDefs(): string {
  return readFileSync(fileURLToPath(new URL('./schema.graphql', import.meta.url)), 'utf8');
}
