import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { spaceSteps } from '../../css/spaceScale';
import { Button } from '../Button';
import { Heading } from '../Heading';
import { Text } from '../Text';
import { Stack, stackAlignments } from './Stack';

/** Words in the toolbar channel's language (`parameters.channelArgs`: the decorator passes the channel). */
const sofaCard = ({ language }: { language: string }) =>
  language === 'sv'
    ? {
        title: 'Soffa Tove, tre sits',
        note: 'Leverans inom 2–4 veckor',
        action: 'Lägg i varukorgen',
      }
    : {
        title: 'Tove sofa, three-seater',
        note: 'Delivered within 2–4 weeks',
        action: 'Add to cart',
      };

function SofaCard({ title, note, action }: ReturnType<typeof sofaCard>) {
  return (
    <>
      <Heading level={2}>{title}</Heading>
      <Text tone="muted">{note}</Text>
      <Button>{action}</Button>
    </>
  );
}

const meta = {
  title: 'UI/Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: { gap: 'm', align: 'stretch', children: null },
  argTypes: {
    gap: { control: 'select', options: spaceSteps },
    align: { control: 'inline-radio', options: stackAlignments },
    children: { control: false },
  },
  parameters: {
    channelArgs: (channel: { language: string }) => ({
      children: <SofaCard {...sofaCard(channel)} />,
    }),
    docs: {
      description: {
        component: `Children one under another with one step of the theme's space scale between them: the sections of a page, the fields of a form, the lines of a card.

**Use** for every vertical rhythm of a page or part; nest Stacks for sections and their lines.

**Do** let the Stack own the spacing. **Don't** give its children margins, or write \`gap\` and \`flexDirection\` in a part's stylesheet.

**Accessibility** Draws no semantics of its own: render it \`as\` a \`ul\`, \`section\` or \`form\` when the content is one; reading order is the source order.`,
      },
    },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['no-visual'],
  parameters: {
    visual: {
      reason:
        'AllGaps pictures the Stack at every step of the space scale; these differ only in args.',
    },
  },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2 });
    const stack = heading.parentElement as HTMLElement;
    await expect(getComputedStyle(stack).flexDirection).toBe('column');
    await expect(getComputedStyle(stack).rowGap).not.toBe('normal');
  },
};

export const Tight: Story = {
  tags: ['no-visual'],
  parameters: {
    visual: {
      reason:
        'AllGaps pictures the Stack at every step of the space scale; these differ only in args.',
    },
  },
  args: { gap: 'xs' },
};

export const Centred: Story = {
  tags: ['no-visual'],
  parameters: {
    visual: {
      reason:
        'AllGaps pictures the Stack at every step of the space scale; these differ only in args.',
    },
  },
  args: { align: 'center' },
};

/** Every step of the space scale, for the visual tests: a change to a space token moves these bars. */
export const AllGaps: Story = {
  parameters: { channelArgs: undefined },
  render: () => (
    <Stack gap="l">
      {spaceSteps.map((step) => (
        <Stack key={step} gap={step} aria-label={step} as="section">
          <Text size="s">{step}</Text>
          <Text size="s">{step}</Text>
        </Stack>
      ))}
    </Stack>
  ),
};
