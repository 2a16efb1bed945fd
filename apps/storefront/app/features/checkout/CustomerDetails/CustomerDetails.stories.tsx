import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withShell } from '../../../components/testing/storyDecorators';
import type { CheckoutDraft } from '../checkoutDraft';
import { filledDraft } from '../fixtures';
import { CustomerDetails } from './CustomerDetails';

const countries = [
  { code: 'DK', label: 'Denmark' },
  { code: 'FI', label: 'Finland' },
  { code: 'DE', label: 'Germany' },
];

/** The customer's details; the story keeps the draft itself, as the checkout page does. */
const meta = {
  title: 'Storefront/Checkout/CustomerDetails',
  parameters: {
    // Pinned to the English channel: the data is the com channel's recording and the play
    // functions name its English texts (to be derived from the channel, see issue 20's note).
    shell: { locale: 'en' },
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
  args: { draft: filledDraft('com'), errors: {}, countries, onChange: fn(), onBlurField: fn() },
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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Company' }));
    await expect(args.onChange).toHaveBeenCalledWith({ customerType: 'ORGANIZATION' });
    await expect(canvas.getByLabelText(/^Company name/)).toBeVisible();
  },
};

export const WithErrors: Story = {
  args: {
    draft: filledDraft('com', { email: 'kund@', firstName: '' }),
    errors: { email: 'validation.emailNotValid', firstName: 'validation.required' },
  },
};

export const SwedishPersonalId: Story = {
  args: { draft: filledDraft('se', { identityNumber: '8112189877' }), errors: { identityNumber: 'validation.personalIdNotValid' }, countries: [{ code: 'SE', label: 'Sverige' }] },
  parameters: { shell: { locale: 'sv' } },
};
