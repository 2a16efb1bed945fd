import type { Meta, StoryObj } from '@storybook/react-vite';
import { CookieTable } from './CookieTable';

const meta = {
  title: 'Storefront/CookieTable',
  component: CookieTable,
  args: {
    caption: 'Cookie information',
    columns: { name: 'Cookie', purpose: 'Purpose', lifetime: 'Lifetime' },
    rows: [
      { name: 'hemma-auth', purpose: 'Keeps you logged in.', lifetime: '7 days' },
      { name: 'hemma-cart', purpose: 'Keeps your cart between visits.', lifetime: '1 year' },
      {
        name: 'hemma-cookie-consent',
        purpose: 'Remembers whether you allowed or declined cookies.',
        lifetime: '1 year',
      },
    ],
  },
} satisfies Meta<typeof CookieTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Swedish: Story = {
  args: {
    caption: 'Information om cookies',
    columns: { name: 'Cookie', purpose: 'Syfte', lifetime: 'Livslängd' },
    rows: [
      { name: 'hemma-auth', purpose: 'Håller dig inloggad.', lifetime: '7 dagar' },
      { name: 'hemma-locale', purpose: 'Kommer ihåg språket du valde.', lifetime: '1 år' },
    ],
  },
};
