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
