import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '@hemma/shop/testing';
import { PlanningToolLayout } from './PlanningToolLayout';
import * as styles from './layouts.stories.css';

const meta = {
  title: 'Storefront/Layouts/PlanningToolLayout',
  component: PlanningToolLayout,
  decorators: [withShell],
  args: {
    children: (
      <div className={styles.page}>
        <h1>Planning tool</h1>
      </div>
    ),
  },
} satisfies Meta<typeof PlanningToolLayout>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
