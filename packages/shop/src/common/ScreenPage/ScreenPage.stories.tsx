import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScreenPage } from './ScreenPage';

const meta = {
  title: 'Storefront/ScreenPage',
  component: ScreenPage,
  args: { title: 'Favorites', lead: 'Mark products with the heart to find them again here.' },
} satisfies Meta<typeof ScreenPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Swedish: Story = {
  args: { title: 'Favoriter', lead: 'Markera produkter med hjärtat för att hitta dem här igen.' },
};
export const WithoutLead: Story = { args: { title: 'Checkout', lead: undefined } };
export const WithContent: Story = {
  args: {
    title: 'Cookie information',
    lead: 'Which cookies the shop uses and why.',
    children: (
      <p>
        You can change your choice at any time by clearing the cookies of this site in your browser.
      </p>
    ),
  },
};
