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
  parameters: {
    channelArgs: inChannel(),
    docs: {
      description: {
        component:
          "The checkout's customer section: private person or company, email, the company's name and organization ID, name, the Swedish personal ID (private persons with a Swedish address only), phone, the address with the channel's countries, and the newsletter sign-up. It draws the draft it is given and reports each change and each field that loses focus; the page keeps the draft and judges the fields.\n\n**Use** inside the checkout's form, with `countries` from `checkoutCountryOptions` and `errors` from `validateDraft`/`validateField`.\n\n**Do** show a field's message only after the shopper has left it or tried to place the order. **Don't** mark required fields: the optional ones carry the 'optional' label.\n\n**Accessibility** A section labelled by its heading; every field has a label and the browser's autocomplete name; a field's message is tied to it with `aria-describedby` and marks it invalid; field ids come from `checkoutFieldId`, so the page can move focus to the first invalid one.",
      },
    },
  },
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
