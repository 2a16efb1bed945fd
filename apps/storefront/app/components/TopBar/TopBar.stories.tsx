import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { menuFixtures } from '../testing/fixtures';
import { testShellSettings } from '../testing/ShellTestProviders';
import { withShell } from '../testing/storyDecorators';
import { TopBar } from './TopBar';

const settings = testShellSettings();

/** The top-bar menu is the one recorded from the commerce API (top-bar-com). */
const meta = {
  title: 'Storefront/Shell/TopBar',
  parameters: {
    docs: {
      description: {
        component: "The strip above the header: a selling-point line, the top-bar menu, the language switcher (links to each language's own domain), the market switcher (markets grouped Scandinavia, Europe, Markets, with flags) and the private/business customer-type toggle, which switches prices between incl. and excl. VAT.\n\n**Use** through the layout; it collapses on phones.\n\n**Do** keep the selling point to one line. **Don't** add a third toggle; the bar is for shop-wide settings only.\n\n**Accessibility** A labelled region; languages are links with `hreflang` and `lang`; the market switcher is a button opening a labelled popover of grouped links, the current market marked `aria-current`; the customer type is a labelled group of two toggle buttons (`aria-pressed`); flags are decorative next to the country name.",
      },
    },
  },
  component: TopBar,
  decorators: [withShell],
  args: {
    menuItems: menuFixtures.topBar,
    languages: settings.languages,
    markets: settings.markets,
    currentMarketAlias: 'eu',
    customerType: 'PERSON',
    onCustomerTypeChange: fn(),
    scrolled: false,
    locale: 'en',
    freeShippingOver: settings.freeShippingOver,
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Business: Story = { args: { customerType: 'ORGANIZATION' } };

export const Scrolled: Story = { args: { scrolled: true } };

export const MarketSwitcherOpen: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Market|Marknad/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    // The popover fades in: wait for the end of its entry, not its first frame.
    await waitFor(async () => {
      await expect(body.getByRole('heading', { name: /Scandinavia|Skandinavien/ })).toBeVisible();
      await expect(body.getByRole('link', { name: /Germany/ })).toBeVisible();
    });
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
