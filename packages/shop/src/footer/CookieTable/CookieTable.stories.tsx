import type { Meta, StoryObj } from '@storybook/react-vite';
import { CookieTable } from './CookieTable';

const meta = {
  title: 'Storefront/CookieTable',
  parameters: {
    docs: {
      description: {
        component:
          "The cookies the shop stores, one row each: its name, purpose and lifetime, as the cookie information page lists them.\n\n**Use** on the cookie information page (CookieInformationPage fills it from the shop's cookie names and texts).\n\n**Do** name every cookie the shop sets. **Don't** use it for other tabular data: the columns are fixed.\n\n**Accessibility** A real table with a caption, column headers and each cookie's name as its row header, so a screen reader reads each purpose and lifetime with its cookie.",
      },
    },
  },
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
