import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { vars } from '../../themes';
import { Button } from '../Button';
import { LoadingBar } from './LoadingBar';

const meta = {
  title: 'UI/LoadingBar',
  component: LoadingBar,
  tags: ['autodocs'],
  args: { loading: true, failed: false, stage: 0, label: 'Loading page' },
  argTypes: { stage: { control: { type: 'number', min: 0, max: 4 } } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 120 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: `The thin bar at the top of the page while a route loads: it appears after 200 ms (so quick loads show nothing), grows in steps of 30 and 45, gives up after 5000 ms and turns red on failure.

**Use** once, in the layout, driven by the router's navigation state.

**Do** pair it with the spinner overlay after 1 s for long loads. **Don't** show it for background refetches.

**Accessibility** A \`progressbar\` with a label; the page region that is loading carries \`aria-busy\`.`,
      },
    },
  },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const barIn = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('progressbar', { hidden: true });

/** The value a `var(--…)` token resolves to on this element, as the browser paints it. */
function resolvedColour(element: Element, token: string) {
  const probe = element.ownerDocument.createElement('span');
  probe.style.color = token;
  element.appendChild(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

/**
 * The still stories stop the bar's creep (a duration of a day) so every screenshot shows the same
 * width; `Interactive` runs on the real 200 ms / 5000 ms timings.
 */
const still = 24 * 60 * 60 * 1000;

export const Loading: Story = {
  args: { stage: 1, durationMs: still },
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('progressbar', { name: 'Loading page' });
    await waitFor(() => expect(bar).toBeVisible());
    await expect(bar).toHaveAttribute('aria-valuenow', '30');
  },
};

export const Idle: Story = {
  args: { loading: false },
  parameters: {
    canvasNote: 'Empty by design: nothing is loading, so the bar is hidden.',
  },
  play: async ({ canvasElement }) => {
    await expect(barIn(canvasElement)).toHaveAttribute('data-visible', 'false');
  },
};

export const DataArriving: Story = {
  args: { stage: 2, durationMs: still },
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('progressbar', { name: 'Loading page' });
    await expect(bar).toHaveAttribute('aria-valuenow', '75');
  },
};

export const Failed: Story = {
  args: { loading: false, failed: true },
  play: async ({ canvasElement }) => {
    // The bar shows from the effect after the first render (hidden from the accessibility tree before).
    const bar = await within(canvasElement).findByRole('progressbar', { name: 'Loading page' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    const fill = bar.firstElementChild as HTMLElement;
    await waitFor(() =>
      expect(getComputedStyle(fill).backgroundColor).toBe(
        resolvedColour(canvasElement, vars.color.critical),
      ),
    );
  },
};

function Navigation() {
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (!loading) return undefined;
    const timers = [
      setTimeout(() => setStage(1), 600),
      setTimeout(() => setStage(2), 1200),
      setTimeout(() => setLoading(false), 1800),
    ];
    return () => timers.forEach(clearTimeout);
  }, [loading]);
  const start = () => {
    setFailed(false);
    setStage(0);
    setLoading(true);
  };
  return (
    <div style={{ display: 'flex', gap: 8, paddingTop: 16 }}>
      <LoadingBar loading={loading} failed={failed} stage={stage} />
      <Button variant="outline" onClick={start}>
        Navigate
      </Button>
      <Button
        variant="outline"
        onClick={() => {
          setLoading(false);
          setFailed(true);
        }}
      >
        Fail
      </Button>
    </div>
  );
}

/** Try it: a navigation whose data arrives in two parts, and a failing one. */
export const Interactive: Story = {
  render: () => <Navigation />,
};
