import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../../themes';
import { Container, containerWidths } from './Container';

function Band({ label }: { label: string }) {
  return (
    <div
      style={{
        background: vars.surface.sunken,
        border: `1px dashed ${vars.surface.borderStrong}`,
        padding: vars.space.m,
        textAlign: 'center',
      }}
    >
      {label}
    </div>
  );
}

const meta = {
  title: 'UI/Container',
  component: Container,
  args: { width: 'default', gutters: true },
  argTypes: { width: { control: 'inline-radio', options: containerWidths } },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <Container {...args}>
      <Band
        label={`${args.width ?? 'default'} container${args.gutters === false ? ', no gutters' : ''}`}
      />
    </Container>
  ),
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Narrow: Story = { args: { width: 'narrow' } };
export const WithoutGutters: Story = { args: { gutters: false } };

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.m }}>
      <Container>
        <Band label="default (max 1920 px)" />
      </Container>
      <Container width="narrow">
        <Band label="narrow (max 1000 px)" />
      </Container>
      <Container gutters={false}>
        <Band label="default, no gutters" />
      </Container>
    </div>
  ),
};
