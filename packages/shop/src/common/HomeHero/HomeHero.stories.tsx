import type { Meta, StoryObj } from '@storybook/react-vite';
import { HomeHero } from './HomeHero';

const meta = {
  title: 'Storefront/HomeHero',
  parameters: {
    docs: {
      description: {
        component:
          "The front page's opening: the shop's name as the page's h1, a lead line and one large call to action.\n\n**Use** at most once per page, at the top; the front page's widget areas carry the campaigns below it.\n\n**Do** keep the lead to one sentence. **Don't** put a second h1 on the page.\n\n**Accessibility** A section labelled by its heading, which is the page's h1; the action is a real button with its text as its name.",
      },
    },
  },
  component: HomeHero,
  args: {
    title: 'Hemma',
    lead: 'Furniture and interior goods made to last.',
    actionLabel: 'Shop the collection',
  },
} satisfies Meta<typeof HomeHero>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
