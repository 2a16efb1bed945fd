import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withShell } from '../../testing';
import { recentSearchesKey } from './searchRules';
import { FixtureSearch } from './SearchFixture';
import * as styles from './Search.stories.css';

/** Suggestions answer from products recorded from the commerce API's seeded shop. */
const meta = {
  title: 'Storefront/Shell/Search',
  component: FixtureSearch,
  parameters: {
    docs: {
      description: {
        component:
          "The header's search box and its overlay. Focus opens it; typing asks for suggestions after 500 ms without typing (`onSearch`); it shows products with their prices (with or without VAT), the categories and brands they are in with counts, and popular searches as tags; an empty box lists the visitor's recent searches (local storage, five at most). Enter or the button goes to the results page (`searchHref`); it closes on a route change, the close button, Escape, a click on the overlay and on blur while empty. `ConnectedSearch` runs the products query and reads the shell's tags, links and VAT setting; these stories answer from products recorded from the commerce API.\n\n**Use** once, in the header's `search` slot.\n\n**Do** pass `searchHref` and `linkOf` that keep the page's language and market. **Don't** search on every keystroke: the debounce is the spec's.\n\n**Accessibility** A `search` landmark with a labelled search box; the close and submit buttons have names; the suggestions are regions named by their headings, products and tags are links; no results is announced as a status; page scrolling is locked while the overlay is open.",
      },
    },
  },
  decorators: [
    (Story) => (
      <div className={styles.stage}>
        <Story />
      </div>
    ),
    withShell,
  ],
  beforeEach: () => {
    localStorage.removeItem(recentSearchesKey);
  },
} satisfies Meta<typeof FixtureSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

const typeAndWait = async (canvasElement: HTMLElement, text: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('searchbox'), text);
};

export const WithSuggestions: Story = {
  play: async ({ canvasElement }) => {
    await typeAndWait(canvasElement, 'sofa');
    const canvas = within(canvasElement);
    const products = await canvas.findByRole(
      'region',
      { name: /Products|Produkter/ },
      { timeout: 2000 },
    );
    await expect(within(products).getByRole('link', { name: /Bo 2-seater sofa/ })).toBeVisible();
    await expect(canvas.getByRole('region', { name: /Brands|Varumärken/ })).toBeVisible();
  },
};

export const ExVatPrices: Story = {
  args: { vatIncluded: false },
  play: WithSuggestions.play,
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await typeAndWait(canvasElement, 'zzzqx');
    await waitFor(
      () => expect(within(canvasElement).getByText(/no results|inga resultat/)).toBeVisible(),
      {
        timeout: 2000,
      },
    );
  },
};

export const RecentSearches: Story = {
  beforeEach: () => {
    localStorage.setItem(recentSearchesKey, JSON.stringify(['oak table', 'sofa', 'wool rug']));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('searchbox'));
    await expect(canvas.getByRole('button', { name: 'oak table' })).toBeVisible();
  },
};

export const EmptyWithoutRecentSearches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('searchbox'));
    await expect(canvas.getByText(/No suggestions yet|Inga förslag/)).toBeVisible();
  },
};

export const PhoneWithSuggestions: Story = {
  globals: { viewport: { value: 'phone' } },
  tags: ['phone-only'],
  args: { visibleResults: 5 },
  play: WithSuggestions.play,
};
