import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextWidget } from './TextWidget';

const meta = {
  title: 'Widgets/Text',
  component: TextWidget,
  tags: ['autodocs'],
  args: {
    title: 'Made to be lived with',
    text: 'Solid oak, wool and linen, chosen to last for decades.',
  },
} satisfies Meta<typeof TextWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TitleOnly: Story = { args: { text: undefined } };
