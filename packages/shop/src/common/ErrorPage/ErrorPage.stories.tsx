import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorPage, ErrorPageBoundary } from './ErrorPage';

const meta = {
  title: 'Storefront/ErrorPage',
  parameters: {
    docs: {
      description: {
        component:
          "The error pages of spec section 2: the 404 page ('This page could not be found' with a button back to the start), the generic page with the status code and a readable detail, and the last resort when the error page itself fails (a link home). ErrorPageBoundary catches a failing error page.\n\n**Use** through the /404 route and the root error boundary; see *Pages / Error pages* for them in place in both languages.\n\n**Do** show the status code for everything but 404. **Don't** show stack traces or raw API messages: details are catalogue codes (`FailedCall`), worded in the page's language by `clientErrorLinesText`.\n\n**Accessibility** The heading is the page's h1 and the region is labelled by it; the way home is a real link.",
      },
    },
  },
  component: ErrorPage,
  args: {
    heading: 'This page could not be found',
    homeHref: '/',
    homeLabel: 'Back to the start page',
  },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'This page could not be found' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the start page' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const NotFoundSwedish: Story = {
  args: {
    heading: 'Sidan kunde inte hittas',
    homeHref: '/sv',
    homeLabel: 'Tillbaka till startsidan',
  },
};

export const ServerError: Story = {
  args: {
    code: 'Error 500',
    heading: 'Something went wrong',
    detail: 'Response not successful: Received status code 500',
    homeLabel: 'Go to the start page',
  },
};

export const ErrorPageFailed: Story = {
  args: {
    heading: 'An error occurred while showing the error page',
    homeLabel: 'Go to the start page',
    homeStyle: 'link',
  },
};

function Throws(): never {
  throw new Error('broken error page');
}

export const BoundaryCatchesAFailingErrorPage: Story = {
  render: (args) => (
    <ErrorPageBoundary
      fallback={
        <ErrorPage
          {...args}
          heading="An error occurred while showing the error page"
          homeStyle="link"
        />
      }
    >
      <Throws />
    </ErrorPageBoundary>
  ),
  args: { homeLabel: 'Go to the start page' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'An error occurred while showing the error page' }),
    ).toBeVisible();
  },
};
