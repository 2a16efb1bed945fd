import type { Meta, StoryObj } from '@storybook/react-vite';
import { useShopLabels, ScreenPage } from '@hemma/shop';
import { expect, within } from 'storybook/test';
import {
  pageCookies,
  pageText,
  shellMenusLoaded,
  withPage,
  type PageStoryParameters,
} from './PageStoryFrame';

/** The planning tool route's screen (its content is not in the spec: the title and where it opens). */
function PlanningToolScreen() {
  const { t } = useShopLabels();
  return <ScreenPage title={t('screens.planningTool.title')} lead={t('pages.planningToolLead')} />;
}

/** The widget preview route's screen: where the content system's preview shows its widgets. */
function WidgetPreviewScreen() {
  const { t } = useShopLabels();
  return (
    <ScreenPage title={t('screens.previewWidgets.title')} lead={t('pages.previewWidgetsLead')} />
  );
}

/**
 * The two tool screens of the route table: the planning tool in its own layout (the whole window
 * under a slim bar back to the shop) and the widget preview in the default layout.
 */
const meta = {
  title: 'Pages/Tool pages',
  decorators: [withPage],
  beforeEach: pageCookies,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlanningTool: Story = {
  parameters: { page: { layout: 'planning' } satisfies PageStoryParameters },
  render: () => <PlanningToolScreen />,
  play: async ({ canvasElement, globals }) => {
    const t = pageText(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('screens.planningTool.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('shell.backToShop') })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: t('header.mainMenu') })).toBeNull();
  },
};

export const WidgetPreview: Story = {
  render: () => <WidgetPreviewScreen />,
  play: async ({ canvasElement, globals }) => {
    const t = pageText(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('screens.previewWidgets.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('pages.previewWidgetsLead'))).toBeVisible();
    await shellMenusLoaded(canvasElement, globals);
  },
};
