import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { specimenSurfaces as surfaces } from '../../internal/specimen';
import { themeNamed, themes, vars } from '../../themes';
import { Button } from '../Button';
import { ThemeScope } from './ThemeProvider';

function SurfaceSamples({ prefix = '' }: { prefix?: string }) {
  return (
    <div style={{ display: 'grid', gap: 0 }}>
      {surfaces.map((surface) => (
        <section
          key={surface.name}
          aria-label={`${prefix}${surface.name} surface`}
          className={surface.className}
          style={{
            padding: vars.space.m,
            display: 'flex',
            gap: vars.space.m,
            alignItems: 'center',
            flexWrap: 'wrap',
            borderBottom: `1px solid ${vars.surface.border}`,
          }}
        >
          <strong>{surface.name}</strong>
          <span style={{ color: vars.surface.textMuted }}>Muted text</span>
          <a href="#top" style={{ color: vars.surface.link }}>
            A link
          </a>
          <Button size="s">Primary</Button>
          <Button size="s" variant="outline">
            Outline
          </Button>
        </section>
      ))}
    </div>
  );
}

const meta = {
  title: 'Foundations/Theme scope',
  component: ThemeScope,
  args: { theme: 'se' },
  argTypes: { theme: { control: 'inline-radio', options: Object.keys(themes) } },
  parameters: {
    docs: {
      description: {
        component: `Puts a channel's theme on the page: \`ThemeProvider\` for the document (\`themeHtmlAttributes('se')\` on the server's \`<html>\`, so the first paint is themed), \`ThemeScope\` for a scoped theme such as the side-by-side view.

**Use** once at the app's root; scopes only where two channels must show at once.

**Do** add a channel as values of the one theme contract (see Theming a new channel). **Don't** read raw colours in components — use \`vars\`.

**Accessibility** Both channels' text and surface pairs pass WCAG AA; a test checks 109 pairs per channel.`,
      },
    },
  },
} satisfies Meta<typeof ThemeScope>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page, header, dark header and footer surfaces of the channel chosen in the toolbar. */
export const Surfaces: Story = {
  render: () => <SurfaceSamples />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const surface of surfaces) {
      await expect(
        canvas.getAllByRole('region', { name: `${surface.name} surface` }).length,
      ).toBeGreaterThan(0);
    }
  },
};

/** One channel scoped to a part of the page, whatever the toolbar says. */
export const ScopedChannel: Story = {
  tags: ['draws-every-channel'],
  args: { theme: 'com' },
  render: (args) => (
    <ThemeScope {...args}>
      <SurfaceSamples />
    </ThemeScope>
  ),
  play: async ({ canvasElement }) => {
    const scopes = canvasElement.querySelectorAll(
      `[data-theme="com"].${themeNamed('com').className}`,
    );
    await expect(scopes.length).toBeGreaterThan(0);
  },
};

/** Both channels next to each other, as the toolbar's side-by-side choice shows any story. */
export const BothChannels: Story = {
  tags: ['draws-every-channel'],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
      {Object.values(themes).map((theme) => (
        <ThemeScope key={theme.name} theme={theme.name}>
          <SurfaceSamples prefix={`${theme.name}: `} />
        </ThemeScope>
      ))}
    </div>
  ),
};
