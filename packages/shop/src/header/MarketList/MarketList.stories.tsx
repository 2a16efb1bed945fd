import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { channelShellSettings, type StoryChannel, withShell } from '../../testing';
import { MarketList } from './MarketList';

/** The channel's markets, named in its language, with its default market current. */
const inChannel = (channel: StoryChannel) => {
  const settings = channelShellSettings({ channel: channel.channel.key });
  return {
    markets: settings.markets,
    currentMarketAlias: settings.currentMarketAlias,
    locale: channel.language,
  };
};

const meta = {
  title: 'Storefront/Shell/MarketList',
  parameters: {
    channelArgs: inChannel,
    visual: {
      reason:
        "Pictured where it is used: the top bar's MarketSwitcherOpen and the layouts' phone menu panel.",
    },
    docs: {
      description: {
        component:
          "The markets a visitor can switch to, grouped as the spec orders them (Scandinavia, Europe, Markets): each market a link to the same page in it, with its flag, country name and currency. The top bar's market popover shows it `compact` under h2 headings; the phone menu panel's shop settings `comfortable` (touch-sized rows) under h3.\n\n**Use** with the shell's `markets` and `currentMarketAlias`; `onNavigate` closes a panel it sits in.\n\n**Do** give `headingLevel` the level that continues the outline around it. **Don't** filter the markets here: the shell's list is the switchable one.\n\n**Accessibility** Each group is a region named by its heading; markets are plain links (a market switch loads the page again), the current one marked `aria-current`; flags are decorative beside the country name.",
      },
    },
  },
  component: MarketList,
  decorators: [withShell],
  args: {
    markets: [],
    currentMarketAlias: '',
    locale: 'en',
    size: 'compact',
    headingLevel: 2,
    onNavigate: fn(),
  },
  tags: ['no-visual'],
} satisfies Meta<typeof MarketList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Compact: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    const current = canvas
      .getAllByRole('link')
      .find((link) => link.getAttribute('aria-current') === 'true');
    await expect(current).toBeDefined();
    // The link leads away; the story only checks that the choice is reported.
    current?.addEventListener('click', (event) => event.preventDefault(), { once: true });
    if (current) await userEvent.click(current);
    await expect(args.onNavigate).toHaveBeenCalled();
  },
};

export const Comfortable: Story = {
  args: { size: 'comfortable', headingLevel: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};
