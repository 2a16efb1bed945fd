// @vitest-environment node
import { catalogueMessage, errorMessages, type CatalogueMessage } from '@hemma/data';
import { describe, expect, it } from 'vitest';
import { catalogueKeys, catalogueMessageText, clientErrorLinesText } from './errorTexts';
import { bundledTranslator } from './bundledTranslations';

const sv = bundledTranslator('sv');
const en = bundledTranslator('en');

describe('the error catalogue in the page language (spec section 8)', () => {
  it('words every code in English exactly as the catalogue of @hemma/data does', () => {
    for (const [code, text] of Object.entries(errorMessages)) {
      if (typeof text !== 'string') continue;
      expect(catalogueMessageText({ code } as CatalogueMessage, en)).toBe(text);
    }
    expect(catalogueMessageText({ code: 'responseNotSuccessful', status: 502 }, en)).toBe(
      errorMessages.responseNotSuccessful(502),
    );
    expect(
      catalogueMessageText({ code: 'serverResponseMissing', operationName: 'categories' }, en),
    ).toBe(errorMessages.serverResponseMissing('categories'));
  });

  it('has a key for every code', () => {
    expect(Object.keys(catalogueKeys).sort()).toEqual(
      ['responseNotSuccessful', 'serverResponseMissing', ...Object.keys(errorMessages)]
        .filter((code, index, codes) => codes.indexOf(code) === index)
        .sort(),
    );
  });

  it('words every code in Swedish', () => {
    expect(catalogueMessageText({ code: 'responseNotSuccessful', status: 500 }, sv)).toBe(
      'Svaret lyckades inte: statuskod 500',
    );
    expect(catalogueMessageText({ code: 'serverResponseMissing', operationName: 'menu' }, sv)).toBe(
      "Serverns svar saknades för frågan 'menu'",
    );
    expect(catalogueMessageText({ code: 'networkRequestFailed' }, sv)).toBe(
      'Nätverksanropet misslyckades',
    );
    expect(catalogueMessageText({ code: 'identityEndpointRequired' }, sv)).toBe(
      'En adress som kan verifiera identiteter krävs',
    );
    expect(catalogueMessageText({ code: 'currencyNotFound' }, sv)).toBe(
      'Ingen valuta hittades för den här marknaden',
    );
    expect(catalogueMessageText({ code: 'unknownMiddleware' }, sv)).toBe('Okänd middleware');
    expect(catalogueMessageText({ code: 'pageNotFound' }, sv)).toBe('Sidan kunde inte hittas');
  });

  it("words a browser's failed fetch as the spec's 'Network request failed'", () => {
    const failed = catalogueMessage(new TypeError('Failed to fetch'));
    expect(catalogueMessageText(failed, en)).toBe('Network request failed');
    expect(catalogueMessageText(failed, sv)).toBe('Nätverksanropet misslyckades');
  });

  it('words a combined client error line by line, a message outside the catalogue as it came', () => {
    const lines = [
      { part: 'graphql', message: { code: 'verbatim', text: 'Cart not found' } },
      { part: 'network', message: { code: 'networkRequestFailed' } },
    ] as const;
    expect(clientErrorLinesText(lines, sv)).toBe(
      'GraphQL-fel: Cart not found\nNätverksfel: Nätverksanropet misslyckades',
    );
    expect(clientErrorLinesText(lines, en)).toBe(
      'GraphQL error: Cart not found\nNetwork error: Network request failed',
    );
  });
});
