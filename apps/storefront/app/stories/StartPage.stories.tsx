import { visuallyHidden } from '@hemma/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useShopLabels } from '@hemma/shop';
import { expect, within } from 'storybook/test';
import { pageCookies, pageText, shellMenusLoaded, withPage } from './PageStoryFrame';

/** The start route's screen: spec section 2 says the start page is empty; its heading is for assistive technology. */
function StartScreen() {
  const { t } = useShopLabels();
  return <h1 className={visuallyHidden}>{t('screens.start.title')}</h1>;
}

/**
 * The start page (/start, shown when the start page is switched on): the shop's header, top bar
 * and footer around an empty main area.
 */
const meta = {
  title: 'Pages/Start page',
  decorators: [withPage],
  beforeEach: pageCookies,
  render: () => <StartScreen />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = pageText(globals);
    const canvas = within(canvasElement);
    await shellMenusLoaded(canvasElement, globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('screens.start.title') }),
    ).toBeInTheDocument();
    const main = canvas.getByRole('main');
    await expect(main.textContent).toBe(t('screens.start.title'));
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};
