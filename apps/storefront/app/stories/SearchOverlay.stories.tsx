import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { recentSearchesKey } from '@hemma/shop';
import { ProductListRoute } from '../features/product-list/ProductListRoute';
import { categoryListProps } from './pageFixtures';
import { pageChannelOf, pageCookies, pageText, withPage } from './PageStoryFrame';

/** Opens the header's search as a shopper does: the box, or on a phone the search toggle first. */
async function typeInSearch(
  canvasElement: HTMLElement,
  globals: Record<string, unknown>,
  text: string,
) {
  const t = pageText(globals);
  const canvas = within(canvasElement);
  const toggle = canvas.queryByRole('button', { name: t('header.openSearch') });
  if (toggle && toggle.checkVisibility()) await userEvent.click(toggle);
  const box = canvas.getAllByRole('searchbox').find((element) => element.checkVisibility());
  if (!box) throw new Error('No visible search box');
  await userEvent.click(box);
  await userEvent.type(box, text);
  return canvas;
}

/**
 * The search overlay open over a list page (spec section 2, Search): suggestions answered by MSW
 * from the recorded searchSuggestions calls.
 */
const meta = {
  title: 'Pages/Search overlay',
  decorators: [withPage],
  beforeEach: (context) => {
    localStorage.removeItem(recentSearchesKey);
    return pageCookies(context);
  },
  render: (_args, { globals }) => (
    <ProductListRoute {...categoryListProps(pageChannelOf(globals))} />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Bo' typed: products with image and prices, categories and brands, tags and a 'see all' link. */
export const WithSuggestions: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = pageText(globals);
    const canvas = await typeInSearch(canvasElement, globals, 'Bo');
    const products = await canvas.findByRole(
      'region',
      { name: t('search.products') },
      { timeout: 5000 },
    );
    await expect(within(products).getAllByRole('link').length).toBeGreaterThan(0);
  },
};

/** A text nothing matches: the no-results message. */
export const NoResults: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = pageText(globals);
    const canvas = await typeInSearch(canvasElement, globals, 'zzzzqx');
    await expect(
      await canvas.findByText(t('search.noResults'), {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};
