import type { Meta, StoryObj } from '@storybook/react-vite';
import { useShopLabels, clientErrorLinesText, ErrorPage, ErrorPageBoundary } from '@hemma/shop';
import { expect, within } from 'storybook/test';
import type { FailedCall } from '../data/failedCall';
import { useLocalizedPath } from '../routing/useLocalizedPath';
import {
  pageCookies,
  pageText,
  shellMenusLoaded,
  withPage,
  type PageStoryParameters,
} from './PageStoryFrame';

/** The /404 route: the error page inside the default layout. */
function NotFoundScreen() {
  const { t } = useShopLabels();
  const pathTo = useLocalizedPath();
  return (
    <ErrorPage
      heading={t('errors.notFound')}
      homeHref={pathTo('index')}
      homeLabel={t('errors.backToStart')}
    />
  );
}

/** What the root error boundary shows for a failure with a status (no shell: rendering failed). */
function ServerErrorScreen({ status, failure }: { status: number; failure: FailedCall }) {
  const { t } = useShopLabels();
  const pathTo = useLocalizedPath();
  return (
    <main id="main">
      <ErrorPage
        code={t('errors.statusCode', { status })}
        heading={t('errors.generic')}
        detail={clientErrorLinesText(failure.errorLines, t)}
        homeHref={pathTo('index')}
        homeLabel={t('errors.goHome')}
      />
    </main>
  );
}

function Throws(): never {
  throw new Error('The error page failed');
}

/** The error page itself failed: the boundary's last resort, a heading and a link home. */
function ErrorPageFailedScreen() {
  const { t } = useShopLabels();
  const pathTo = useLocalizedPath();
  return (
    <main id="main">
      <ErrorPageBoundary
        fallback={
          <ErrorPage
            heading={t('errors.errorPageFailed')}
            homeHref={pathTo('index')}
            homeLabel={t('errors.goHome')}
            homeStyle="link"
          />
        }
      >
        <Throws />
      </ErrorPageBoundary>
    </main>
  );
}

/** The error pages of spec section 2 as the app composes them, in the channel's language. */
const meta = {
  title: 'Pages/Error pages',
  decorators: [withPage],
  beforeEach: pageCookies,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  render: () => <NotFoundScreen />,
  play: async ({ canvasElement, globals }) => {
    const t = pageText(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('errors.notFound') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('errors.backToStart') })).toBeVisible();
    await shellMenusLoaded(canvasElement, globals);
  },
};

/** A failed API call during rendering: the generic error page with the status code. */
export const ServerError: Story = {
  parameters: { page: { bare: true } satisfies PageStoryParameters },
  render: () => (
    <ServerErrorScreen
      status={500}
      failure={{
        errorLines: [{ part: 'network', message: { code: 'responseNotSuccessful', status: 500 } }],
      }}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const t = pageText(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('errors.generic') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('errors.statusCode', { status: 500 }))).toBeVisible();
    await expect(
      canvas.getByText(
        t('errors.networkError', {
          message: t('errors.responseNotSuccessful', { status: 500 }),
        }),
      ),
    ).toBeVisible();
  },
};

export const ErrorPageFailed: Story = {
  parameters: { page: { bare: true } satisfies PageStoryParameters },
  render: () => <ErrorPageFailedScreen />,
  play: async ({ canvasElement, globals }) => {
    const t = pageText(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('errors.errorPageFailed') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('errors.goHome') })).toBeVisible();
  },
};
