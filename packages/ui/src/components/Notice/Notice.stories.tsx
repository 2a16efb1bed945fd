import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { footerSurface, headerSurfaceDark } from '../../css/surfaces.css';
import { vars } from '../../themes/contract.css';
import { Button } from '../Button';
import { Notice, noticeTones, noticeVariants } from './Notice';

const meta = {
  title: 'UI/Notice',
  component: Notice,
  tags: ['autodocs'],
  args: { tone: 'critical', variant: 'soft', children: 'The card was declined. Try another card.' },
  argTypes: {
    tone: { control: 'inline-radio', options: noticeTones },
    variant: { control: 'inline-radio', options: noticeVariants },
    announce: { control: 'inline-radio', options: ['alert', 'status', false] },
  },
  parameters: {
    docs: {
      description: {
        component: `A message in a tone, marked by a stripe of the tone's colour on its start edge: a failed order, a sent reset link, a newsletter sign-up's feedback.

**Use** \`soft\` (a tinted box) within a page or form, on the page surface (its tints are light); \`plain\` (the stripe alone) under a small form on a coloured surface such as the footer.

**Don't** use it for a message that comes and goes by itself (that is a Snackbar), nor as a product label (a Tag).

**Accessibility** A critical notice is an \`alert\` (heard at once) and the other tones a \`status\` (heard when the reader is idle). A message that replaces another must sit in a live region that is always on the page: give the region the role and the notice \`announce={false}\`. The text keeps the surface's text colour, so it meets AA on every surface; the tone is in the stripe.`,
      },
    },
  },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Positive: Story = {
  args: { tone: 'positive', children: 'We have sent a link to reset your password.' },
};

/** A failure interrupts (alert); a confirmation waits until the reader is idle (status). */
export const Announcements: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.m }}>
      <Notice tone="critical">The order could not be placed.</Notice>
      <Notice tone="positive">Your password has been changed.</Notice>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The order could not be placed.');
    await expect(canvas.getByRole('status')).toHaveTextContent('Your password has been changed.');
  },
};

function NewsletterFeedback() {
  const [sent, setSent] = useState(false);
  return (
    <div style={{ display: 'grid', gap: vars.space.s, justifyItems: 'start' }}>
      <Button onClick={() => setSent(true)}>Sign up</Button>
      <div role="status" style={{ minHeight: '1.5em', alignSelf: 'stretch' }}>
        {sent ? (
          <Notice tone="positive" variant="plain" announce={false}>
            Thank you for signing up.
          </Notice>
        ) : null}
      </div>
    </div>
  );
}

/** Feedback that appears later goes into a live region that was on the page before it. */
export const InALiveRegion: Story = {
  render: () => <NewsletterFeedback />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('status');
    await expect(region).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(region).toHaveTextContent('Thank you for signing up.');
    await expect(within(region).queryByRole('alert')).toBeNull();
  },
};

/**
 * Every tone in both variants on the page, and the plain variant on the dark header and the footer:
 * the soft tints are light, made for the page surface, so a soft notice belongs there.
 */
export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid' }}>
      {[
        { surface: undefined, variants: noticeVariants },
        { surface: headerSurfaceDark, variants: ['plain'] as const },
        { surface: footerSurface, variants: ['plain'] as const },
      ].map(({ surface, variants }, index) => (
        <div
          key={index}
          className={surface}
          style={{
            display: 'grid',
            gridTemplateColumns: `repeat(${variants.length}, minmax(0, 1fr))`,
            alignItems: 'start',
            gap: vars.space.s,
            padding: vars.space.m,
          }}
        >
          {noticeTones.flatMap((tone) =>
            variants.map((variant) => (
              <Notice key={`${tone}-${variant}`} tone={tone} variant={variant} announce={false}>
                {tone}, {variant}
              </Notice>
            )),
          )}
        </div>
      ))}
    </div>
  ),
};
