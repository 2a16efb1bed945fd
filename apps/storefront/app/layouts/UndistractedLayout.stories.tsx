import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '@hemma/shop/testing';
import { UndistractedLayout } from './UndistractedLayout';
import * as styles from './layouts.stories.css';

const meta = {
  title: 'Storefront/Layouts/UndistractedLayout',
  component: UndistractedLayout,
  decorators: [withShell],
  args: {
    detectMissingFeatures: (): readonly string[] => [],
    children: (
      <div className={styles.page}>
        <h1>Checkout</h1>
      </div>
    ),
  },
} satisfies Meta<typeof UndistractedLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ModernBrowser: Story = {};

export const OutdatedBrowser: Story = {
  args: { detectMissingFeatures: () => ['intersectionObserver'] },
};
