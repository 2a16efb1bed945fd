import { Pagination, QuantityStepper, englishUiLabels, type UiLabels } from '@hemma/ui';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bundledTranslator } from './bundledTranslations';
import { BundledShopLabelsProvider } from './BundledShopLabelsProvider';
import { TranslatedUiLabels, uiLabelsOf } from './uiLabels';

/**
 * Every word of a set of labels, functions called with sample values, so two sets compare as text.
 * The personal ID message is left out: the spec does not word it, and the app has always said
 * 'personal ID number' where ui says 'personal ID' (validationTexts.test.ts checks the app's).
 */
function wordsOf(labels: UiLabels) {
  const { showing, ratingOutOf, stars, stock, validation, ...words } = labels;
  const { personalId: _unworded, ...validationWords } = validation;
  return {
    ...words,
    showing: showing(24, 130),
    ratingOutOf: ratingOutOf(4.5, 5),
    star: stars(1),
    stars: stars(4),
    stock: { ...stock, fewLeft: stock.fewLeft(3) },
    validation: validationWords,
  };
}

const labelsIn = (locale: 'en' | 'sv') => uiLabelsOf(bundledTranslator(locale));

describe('uiLabelsOf', () => {
  it("says in English exactly what ui says without a provider, so English pages don't change", () => {
    expect(wordsOf(labelsIn('en'))).toEqual(wordsOf(englishUiLabels));
  });

  it('has a Swedish word for every English one', () => {
    const english = wordsOf(labelsIn('en'));
    const swedish = wordsOf(labelsIn('sv'));
    const same = Object.entries(swedish).filter(
      ([key, word]) =>
        JSON.stringify(word) === JSON.stringify(english[key as keyof typeof english]),
    );
    expect(same).toEqual([]);
    for (const group of ['stock', 'validation'] as const)
      expect(
        Object.entries(swedish[group]).filter(
          ([key, word]) => word === (english[group] as Record<string, unknown>)[key],
        ),
      ).toEqual([]);
  });
});

describe('<TranslatedUiLabels />', () => {
  it("gives ui components the page language's words", () => {
    render(
      <BundledShopLabelsProvider locale="sv">
        <TranslatedUiLabels>
          <Pagination sum={24} total={130} onLoadMore={() => {}} />
          <QuantityStepper value={2} onChange={() => {}} />
        </TranslatedUiLabels>
      </BundledShopLabelsProvider>,
    );
    expect(screen.getByRole('button', { name: 'Visa fler' })).toBeInTheDocument();
    expect(screen.getByText('Visar 24 av 130')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Antal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Öka antal' })).toBeInTheDocument();
  });
});
