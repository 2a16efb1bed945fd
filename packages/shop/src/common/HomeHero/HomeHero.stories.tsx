import type { Meta, StoryObj } from '@storybook/react-vite';
import { HomeHero } from './HomeHero';

const meta = {
  title: 'Storefront/HomeHero',
  component: HomeHero,
  args: {
    title: 'Hemma',
    lead: 'Furniture and interior goods made to last.',
    actionLabel: 'Shop the collection',
  },
} satisfies Meta<typeof HomeHero>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
