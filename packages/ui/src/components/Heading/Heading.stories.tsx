import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack';
import { Heading, headingLevels, headingSizes } from './Heading';

const title = ({ language }: { language: string }) =>
  language === 'sv' ? 'Sommarens utemöbler' : 'Garden furniture for the summer';

const meta = {
  title: 'UI/Typography/Heading',
  component: Heading,
  tags: ['autodocs'],
  args: { level: 1, children: '' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingSizes },
  },
  parameters: {
    channelArgs: (channel: { language: string }) => ({ children: title(channel) }),
    docs: {
      description: {
        component: `A heading of the page outline (\`h1\`–\`h4\`) drawn in the theme's type scale. The level says where it sits in the document; \`size\` only changes how large it is drawn.

**Use** one level 1 per page (the page's title), level 2 for its sections, 3 and 4 inside them.

**Do** pick the level by the outline and the size by the design. **Don't** skip levels to get a smaller heading, or write \`fontSize\` for a title in a stylesheet.

**Accessibility** A real heading element, so screen-reader users can move through the page by headings; it wraps long words instead of overflowing.`,
      },
    },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['no-visual'],
  parameters: { visual: { reason: 'AllLevels pictures every level at its size.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const SectionDrawnSmall: Story = {
  tags: ['no-visual'],
  parameters: { visual: { reason: 'AllLevels pictures every level at its size.' } },
  args: { level: 2, size: 'l' },
};

/** Every level at its own size, for the visual tests: a change to the type scale moves these. */
export const AllLevels: Story = {
  render: (args) => (
    <Stack gap="s">
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          {args.children} ({`h${level}`})
        </Heading>
      ))}
    </Stack>
  ),
};
