import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContentArea } from '../features/content/ContentArea';
import { contentPageArea } from './pageFixtures';
import { pageChannelOf, pageCookies, withPage } from './PageStoryFrame';

type ContentPageName = Parameters<typeof contentPageArea>[1];

/** The content route as the app renders it: the page's Content widget area under its title. */
function ContentPageScreen({ channel, page }: { channel: 'se' | 'com'; page: ContentPageName }) {
  const area = contentPageArea(channel, page);
  return <ContentArea area={area} heading={area.title ?? ''} />;
}

/**
 * A content page by alias (spec: /content/{alias} and the catch-all /{alias}): one widget area of
 * family Content, in the shop's header, top bar and footer, from the recorded fixtures.
 */
const meta = {
  title: 'Pages/Content page',
  decorators: [withPage],
  beforeEach: pageCookies,
  args: { page: 'about' as ContentPageName },
  render: (args, { globals }) => (
    <ContentPageScreen channel={pageChannelOf(globals)} page={args.page} />
  ),
} satisfies Meta<{ page: ContentPageName }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The about page: text and image widgets from the content system. */
export const About: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('contentinfo', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvasElement.querySelector('[data-widget-area]')).not.toBeNull();
  },
};

/** The terms of purchase: a long reading page in the narrow container. */
export const TermsOfPurchase: Story = {
  args: { page: 'terms' },
  play: About.play,
};
