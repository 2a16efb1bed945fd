import type { Meta, StoryObj } from '@storybook/react-vite';
import { serverErrorHandler, handlers } from '@hemma/data/mocks';
import { Component, type ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { WidgetsProvider } from '../internal/context/WidgetsContext';
import { fixtureSocialFeedSource } from '../mocks/socialFeedFixtures';
import { WidgetArea } from './WidgetArea';
import { WidgetAreaError } from './WidgetAreaError';

/** Stands in for the app's error boundary: shows what the error page would. */
class ErrorPage extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <p role="alert">
        {error instanceof WidgetAreaError ? `${error.status} – ${error.message}` : error.message}
      </p>
    );
  }
}

/**
 * The whole front page from the data package's MSW fixtures (recorded from the embedded API):
 * the area, its product list (the real products query) and the pictures the API serves.
 */
const meta = {
  title: 'Widgets/WidgetArea (data)',
  parameters: {
    docs: {
      description: {
        component:
          "The widget area with its data: asks the commerce API for an area (family, area name, display setting, customer type) and draws it with WidgetAreaView; a failed load raises the app's error page with the status.\n\n**Use** in the app through the route loaders (see *Recipes / Content page*); in the browser only for areas that are not server-rendered.\n\n**Do** pass the visitor's customer type. **Don't** load an area in a component below the fold: its product lists already load lazily.\n\n**Accessibility** The area adds no landmarks of its own; its containers and widgets do.",
      },
    },
  },
  component: WidgetArea,
  decorators: [
    (Story) => (
      <WidgetsProvider imageWidths={[640, 960, 1440]} socialFeedSource={fixtureSocialFeedSource}>
        <ErrorPage>
          <Story />
        </ErrorPage>
      </WidgetsProvider>
    ),
  ],
  args: { family: 'Frontpage', areaName: 'The front page area', customerType: 'PERSON' },
} satisfies Meta<typeof WidgetArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At phone width the area is asked for with displaySetting mobile (the viewport's setting). */
export const FrontPage: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1 }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** A failed load raises the error page with the status and message. */
export const LoadFails: Story = {
  parameters: { msw: { handlers: { data: [serverErrorHandler('widgetArea', 503), ...handlers] } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('alert', {}, { timeout: 5000 }),
    ).toHaveTextContent('503');
  },
};
