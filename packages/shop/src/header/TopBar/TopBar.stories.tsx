import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  channelShellSettings,
  storyMenu,
  storyText,
  type StoryChannel,
  withShell,
} from '../../testing';
import { groupMarkets } from '../MarketList';
import { TopBar } from './TopBar';

/**
 * The top bar in the toolbar's channel: its menu as the commerce API answered it in the channel's
 * language, the channel's language current, the markets named in it with the channel's default
 * market current, and the free-shipping amount in that market's currency.
 */
/** A text as a pattern that finds it inside a longer accessible name. */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const inChannel = (channel: StoryChannel) => {
  const settings = channelShellSettings({ channel: channel.channel.key });
  return {
    menuItems: storyMenu(channel, 'topBar').items,
    languages: settings.languages,
    markets: settings.markets,
    currentMarketAlias: settings.currentMarketAlias,
    currentMarketFlagUrl: settings.currentMarketFlagUrl,
    locale: channel.language,
    freeShippingOver: settings.freeShippingOver,
  };
};

const meta = {
  title: 'Storefront/Shell/TopBar',
  parameters: {
    channelArgs: inChannel,
    docs: {
      description: {
        component:
          "The strip above the header: a selling-point line, the top-bar menu, the language switcher (links to each language's own domain), the market switcher (markets grouped Scandinavia, Europe, Markets, with flags) and the private/business customer-type toggle, which switches prices between incl. and excl. VAT.\n\n**Use** through the layout; it collapses on phones.\n\n**Do** keep the selling point to one line. **Don't** add a third toggle; the bar is for shop-wide settings only.\n\n**Accessibility** A labelled region; languages are links with `hreflang` and `lang`; the market switcher is a button opening a labelled popover of grouped links, the current market marked `aria-current`; the customer type is a labelled group of two toggle buttons (`aria-pressed`); flags are decorative next to the country name.",
      },
    },
  },
  component: TopBar,
  decorators: [withShell],
  args: {
    menuItems: [],
    languages: [],
    markets: [],
    currentMarketAlias: '',
    customerType: 'PERSON',
    onCustomerTypeChange: fn(),
    locale: 'en',
    freeShippingOver: '',
  },
  globals: { viewport: { value: 'desktop' } },
  tags: ['desktop-only'],
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Business: Story = { args: { customerType: 'ORGANIZATION' } };

export const MarketSwitcherOpen: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const { markets, currentMarketAlias } = channelShellSettings(globals);
    const current = markets.find((market) => market.alias === currentMarketAlias);
    const firstGroup = groupMarkets(markets)[0];
    const other = firstGroup?.markets.find((market) => market.alias !== currentMarketAlias);
    if (!current || !firstGroup || !other)
      throw new Error('The story needs the current market and one other');
    const trigger = within(canvasElement).getByRole('button', {
      name: containing(t('topBar.market')),
    });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    // The popover fades in: wait for the end of its entry, not its first frame.
    await waitFor(async () => {
      await expect(
        body.getByRole('heading', { name: t(`topBar.marketGroups.${firstGroup.key}`) }),
      ).toBeVisible();
      await expect(body.getByRole('link', { name: containing(other.name) })).toBeVisible();
    });
    // Market names are written in the channel's language (Tyskland in se, Germany in com).
    await expect(body.getByRole('link', { name: containing(current.name) })).toHaveAttribute(
      'aria-current',
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  tags: ['!desktop-only', 'phone-only'],
};
