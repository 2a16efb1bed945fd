import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScreenPage } from './ScreenPage';

const meta = {
  title: 'Storefront/ScreenPage',
  parameters: {
    docs: {
      description: {
        component:
          "The frame of a simple page (favorites, the cookie information, the planning tool's and the widget preview's pages): the page's one h1, an optional lead and the content below, in the page container.\n\n**Use** for pages that are a heading and content, with the title from the screen's texts.\n\n**Do** keep the lead short. **Don't** add another h1 inside.\n\n**Accessibility** An `article` labelled by its heading (a generated id, so it may appear twice in a story grid).",
      },
    },
  },
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
