import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withShell, storyChannel, type StoryChannel } from '../../testing';
import type { CheckoutDraft } from '@hemma/data';
import { checkoutCountryOptions } from '../checkoutMarket';
import { filledDraft } from '../testing/fixtures';
import { CustomerDetails } from './CustomerDetails';

/** The channel's countries in its language, and a draft filled with its recorded test address. */
const inChannel =
  (patch: Partial<CheckoutDraft> = {}) =>
  ({ channel, language, fixtures }: StoryChannel) => ({
    draft: filledDraft(fixtures, patch),
    countries: checkoutCountryOptions(channel.id, language),
  });

/** The customer's details; the story keeps the draft itself, as the checkout page does. */
const meta = {
  title: 'Storefront/Checkout/CustomerDetails',
  parameters: { channelArgs: inChannel() },
  component: CustomerDetails,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720, padding: 16 }}>
        <Story />
      </div>
    ),
    withShell,
  ],
  args: { draft: filledDraft('com'), errors: {}, countries: [], onChange: fn(), onBlurField: fn() },
  render: function Render(args) {
    const [draft, setDraft] = useState<CheckoutDraft>(args.draft);
    return (
      <CustomerDetails
        {...args}
        draft={draft}
        onChange={(patch) => {
          args.onChange(patch);
          setDraft((current) => ({ ...current, ...patch }));
        }}
      />
    );
  },
} satisfies Meta<typeof CustomerDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Person: Story = {};

export const Company: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const { t } = storyChannel(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: t('checkout.company') }));
    await expect(args.onChange).toHaveBeenCalledWith({ customerType: 'ORGANIZATION' });
    await expect(canvas.getByLabelText(new RegExp(`^${t('checkout.companyName')}`))).toBeVisible();
  },
};

export const WithErrors: Story = {
  args: { errors: { email: 'validation.emailNotValid', firstName: 'validation.required' } },
  parameters: { channelArgs: inChannel({ email: 'kund@', firstName: '' }) },
};

export const SwedishPersonalId: Story = {
  args: { errors: { identityNumber: 'validation.personalIdNotValid' } },
  // The personal ID belongs to Swedish addresses: this state is drawn in the Swedish channel only.
  parameters: {
    shell: { locale: 'sv' },
    channelArgs: () => ({
      draft: filledDraft('se', { identityNumber: '8112189877' }),
      countries: [{ code: 'SE', marketAlias: 'se', label: 'Sverige' }],
    }),
  },
};
