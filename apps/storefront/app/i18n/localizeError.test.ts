// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createServerI18n } from './i18n.server';
import { localizeErrorMessage } from './localizeError';

const sv = createServerI18n('sv').t;
const en = createServerI18n('en').t;

describe('localizeErrorMessage (spec section 8 error catalogue)', () => {
  it('keeps the English catalogue word for word', () => {
    expect(localizeErrorMessage('Response not successful: Received status code 502', en)).toBe(
      'Response not successful: Received status code 502',
    );
    expect(localizeErrorMessage("Server response was missing for query 'categories'", en)).toBe(
      "Server response was missing for query 'categories'",
    );
  });

  it('translates every catalogue message into Swedish', () => {
    expect(localizeErrorMessage('Response not successful: Received status code 500', sv)).toBe(
      'Svaret lyckades inte: statuskod 500',
    );
    expect(localizeErrorMessage("Server response was missing for query 'menu'", sv)).toBe(
      "Serverns svar saknades för frågan 'menu'",
    );
    expect(localizeErrorMessage('Network request failed', sv)).toBe('Nätverksanropet misslyckades');
    expect(localizeErrorMessage('An endpoint that can verify identities is required', sv)).toBe(
      'En adress som kan verifiera identiteter krävs',
    );
    expect(localizeErrorMessage('Currency not found for this market', sv)).toBe(
      'Ingen valuta hittades för den här marknaden',
    );
    expect(localizeErrorMessage('Unknown middleware', sv)).toBe('Okänd middleware');
    expect(localizeErrorMessage('This page could not be found', sv)).toBe(
      'Sidan kunde inte hittas',
    );
  });

  it("words the browsers' own fetch failures as the spec's 'Network request failed'", () => {
    for (const wording of [
      'Failed to fetch',
      'NetworkError when attempting to fetch resource.',
      'Load failed',
      'fetch failed',
    ]) {
      expect(localizeErrorMessage(wording, en)).toBe('Network request failed');
      expect(localizeErrorMessage(wording, sv)).toBe('Nätverksanropet misslyckades');
    }
  });

  it("translates the combined client error line by line, including the parts' messages", () => {
    expect(
      localizeErrorMessage(
        'GraphQL error: Cart not found\nNetwork error: Network request failed',
        sv,
      ),
    ).toBe('GraphQL-fel: Cart not found\nNätverksfel: Nätverksanropet misslyckades');
  });

  it('leaves any other message as it is', () => {
    expect(localizeErrorMessage('Something odd', sv)).toBe('Something odd');
  });
});
