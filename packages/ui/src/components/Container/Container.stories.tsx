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
  parameters: {
    docs: {
      description: {
        component: `Centres page content at the spec's widths (1920 px default, 1000 px narrow) with gutters that grow with the screen.

**Use** once per page section; \`width="narrow"\` for reading text (content pages, checkout), \`gutters={false}\` for full-bleed media inside.

**Do** render it \`as\` the landmark the section is (\`main\`, \`section\`). **Don't** nest containers to get extra padding — use space tokens.

**Accessibility** No role of its own; choose \`as\` so landmarks stay meaningful.`,
      },
    },
    layout: 'fullscreen',
  },
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
