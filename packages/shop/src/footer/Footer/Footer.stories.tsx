import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  storyChannel,
  storyMenu,
  storyText,
  type StoryChannel,
  withShell,
} from '@hemma/shop/testing';
import { fixtureMenuLink } from './fixtures';
import { Footer } from './Footer';

const footerPlaces = ['footerFirst', 'footerSecond', 'footerThird'] as const;

/**
 * The footer in the toolbar's channel: its three menus as the commerce API answered them in the
 * channel's language, and the free-shipping amount in its default market's currency.
 */
const inChannel = (channel: StoryChannel) => ({
  menus: footerPlaces.map((place) => storyMenu(channel, place)),
  freeShippingOver: channel.money(channel.channel.sellingPoints.freeShippingOver),
});

const meta = {
  title: 'Storefront/Shell/Footer',
  parameters: {
    channelArgs: inChannel,
    docs: {
      description: {
        component:
          "The page footer on the footer surface: newsletter block, about block, three menu columns (an accordion on phones), logo, payment and carrier logos, social links, selling points and the copyright line.\n\n**Use** once per page, through the layout.\n\n**Do** keep each menu column to about six links. **Don't** put primary navigation only in the footer.\n\n**Accessibility** A labelled `contentinfo` landmark; the menu columns sit in one labelled navigation, on phones as accordion buttons with `aria-expanded`; the about block is a section labelled by its heading; the newsletter form announces its result in a status; social links name the network.",
      },
    },
  },
  component: Footer,
  decorators: [withShell],
  args: {
    siteName: 'Hemma',
    logoHref: '/',
    menus: [],
    social: [
      { name: 'Instagram', href: 'https://instagram.com/hemma' },
      { name: 'Pinterest', href: 'https://pinterest.com/hemma' },
    ],
    onSubscribe: fn(async () => true),
    year: 2026,
    freeShippingOver: '',
    menuLink: fixtureMenuLink,
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  tags: ['desktop-only'],
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  tags: ['phone-only'],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', {
      name: storyMenu(storyChannel(globals), 'footerFirst').title,
    });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  },
};

export const NewsletterSubscribed: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'anna@example.com{Enter}');
    await expect(args.onSubscribe).toHaveBeenCalledWith('anna@example.com');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        storyText(globals)('messages.NEWSLETTER_FEEDBACK_SUCCESS'),
      ),
    );
  },
};

export const NewsletterInvalidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'anna@{Enter}');
    await expect(args.onSubscribe).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).not.toBeEmptyDOMElement();
  },
};

export const NewsletterFailed: Story = {
  args: { onSubscribe: fn(async () => false) },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'anna@example.com{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        storyText(globals)('messages.FEEDBACK_ERROR'),
      ),
    );
  },
};
