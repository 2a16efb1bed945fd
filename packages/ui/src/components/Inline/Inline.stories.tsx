import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { spaceSteps } from '../../css/spaceScale';
import { Button } from '../Button';
import { Tag } from '../Tag';
import { Inline, inlineAlignments, inlineJustifications } from './Inline';

const words = ({ language }: { language: string }) =>
  language === 'sv'
    ? {
        tags: ['Soffor', 'Fåtöljer', 'Sängar', 'Mattor', 'Belysning'],
        keep: 'Fortsätt handla',
        pay: 'Till kassan',
      }
    : {
        tags: ['Sofas', 'Armchairs', 'Beds', 'Rugs', 'Lighting'],
        keep: 'Continue shopping',
        pay: 'Checkout',
      };

const meta = {
  title: 'UI/Layout/Inline',
  component: Inline,
  tags: ['autodocs'],
  args: { gap: 's', align: 'center', justify: 'start', wrap: true, children: null },
  argTypes: {
    gap: { control: 'select', options: spaceSteps },
    align: { control: 'inline-radio', options: inlineAlignments },
    justify: { control: 'inline-radio', options: inlineJustifications },
    children: { control: false },
  },
  parameters: {
    channelArgs: (channel: { language: string }) => ({
      children: words(channel).tags.map((tag) => <Tag key={tag}>{tag}</Tag>),
    }),
    docs: {
      description: {
        component: `Children side by side with one step of the space scale between them, wrapping onto more lines when the row runs out of width: tags, a form's buttons, a price beside its label.

**Use** for every horizontal group; \`justify="spaceBetween"\` for a title with an action at the far end.

**Do** let it wrap on phones. **Don't** write \`display: flex\` and \`gap\` in a part's stylesheet.

**Accessibility** No semantics of its own: render it \`as\` a \`ul\` or \`nav\` when the content is one; focus order follows the source.`,
      },
    },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['no-visual'],
  parameters: { visual: { reason: 'Actions pictures the Inline; these differ only in args.' } },
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelector('div > div') as HTMLElement;
    await expect(getComputedStyle(row).flexWrap).toBe('wrap');
  },
};

export const Actions: Story = {
  args: { justify: 'spaceBetween' },
  parameters: {
    channelArgs: (channel: { language: string }) => ({
      children: [
        <Button key="keep" variant="outline">
          {words(channel).keep}
        </Button>,
        <Button key="pay">{words(channel).pay}</Button>,
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(2);
  },
};

export const NoWrap: Story = {
  tags: ['no-visual'],
  parameters: { visual: { reason: 'Actions pictures the Inline; these differ only in args.' } },
  args: { wrap: false },
};
