import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack';
import { Text, textSizes, textTones, textWeights } from './Text';

const sentence = ({ language }: { language: string }) =>
  language === 'sv'
    ? 'Fri frakt när du handlar för minst 997 kr.'
    : 'Free shipping when you spend at least €89.';

const meta = {
  title: 'UI/Typography/Text',
  component: Text,
  tags: ['autodocs'],
  args: { children: '' },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'inline-radio', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
  },
  parameters: {
    channelArgs: (channel: { language: string }) => ({ children: sentence(channel) }),
    docs: {
      description: {
        component: `Body text in the theme's type scale and colours: a paragraph by default, a \`span\` inside a line.

**Use** \`tone\` to say what a text is: \`muted\` for secondary facts (delivery times, article numbers), \`critical\` for an error, \`positive\` for a confirmation, \`discount\` for a saving.

**Do** let the tone carry the colour. **Don't** write \`fontSize\` or a colour for body text in a part's stylesheet.

**Accessibility** Every tone meets WCAG AA on the page, header and footer surfaces of both channels (the contrast tests check the tokens); a critical text still needs words that say it is an error, not colour alone.`,
      },
    },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['no-visual'],
  parameters: { visual: { reason: 'AllTones pictures every tone and size.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/997 kr|€89/).tagName).toBe('P');
  },
};

export const Muted: Story = {
  tags: ['no-visual'],
  parameters: { visual: { reason: 'AllTones pictures every tone and size.' } },
  args: { tone: 'muted', size: 's' },
};

/** Every tone and size, for the visual tests: a change to a colour or the type scale moves these. */
export const AllTones: Story = {
  render: (args) => (
    <Stack gap="xs">
      {textTones.map((tone) => (
        <Text key={tone} tone={tone}>
          {tone}: {args.children}
        </Text>
      ))}
      {textSizes.map((size) => (
        <Text key={size} size={size} weight="medium">
          {size}: {args.children}
        </Text>
      ))}
    </Stack>
  ),
};
