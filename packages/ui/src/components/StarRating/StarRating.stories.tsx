import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { StarRating, StarRatingInput, starRatingSizes } from './StarRating';
import { storyLabels } from '../LabelsProvider/storyLabels';

const meta = {
  title: 'UI/StarRating',
  component: StarRating,
  tags: ['autodocs'],
  args: { value: 4.5, size: 'm' },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
    size: { control: 'inline-radio', options: starRatingSizes },
  },
  parameters: {
    docs: {
      description: {
        component: `A product's rating in half stars (4.3 shows as 4.5), and \`StarRatingInput\` for writing a review.

**Use** the display beside the review count; the input in the review form, where the spec requires a rating ('Please use stars to rate the product').

**Do** show the number of reviews with the average. **Don't** show stars for a product with no reviews.

**Accessibility** The display is one phrase ('4.5 out of 5'); the input is a radio group operable with the arrow keys.`,
      },
    },
  },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HalfStar: Story = {
  play: async ({ canvasElement, loaded }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: storyLabels(loaded).ratingOutOf(4.5, 5) }),
    ).toBeVisible();
  },
};

export const WholeStars: Story = { args: { value: 3 } };

export const NoRatingYet: Story = { args: { value: 0 } };

export const WithCount: Story = { args: { value: 4.2, count: 37 } };

function RatingInput({ error }: { error?: string }) {
  const [value, setValue] = useState(0);
  return <StarRatingInput value={value} onChange={setValue} error={value ? undefined : error} />;
}

export const Input: Story = {
  render: () => <RatingInput />,
  play: async ({ canvasElement, loaded }) => {
    const fourStars = storyLabels(loaded).stars(4);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: fourStars })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: fourStars })).toHaveFocus();
  },
};

export const InputWithError: Story = {
  render: () => <RatingInput error="Please use stars to rate the product" />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Please use stars to rate the product'),
    ).toBeVisible();
  },
};

export const InputDisabled: Story = {
  render: () => <StarRatingInput value={2} onChange={() => {}} disabled />,
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {starRatingSizes.map((size) => (
        <div
          key={size}
          style={{ display: 'flex', gap: 24, alignItems: 'center', flexWrap: 'wrap' }}
        >
          {[0, 1.5, 2.5, 3.5, 4.5, 5].map((value) => (
            <StarRating
              key={value}
              value={value}
              size={size}
              count={size === 's' ? 12 : undefined}
            />
          ))}
        </div>
      ))}
      <StarRatingInput value={3} onChange={() => {}} />
    </div>
  ),
};
