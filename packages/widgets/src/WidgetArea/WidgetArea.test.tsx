import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testClient, TestApolloProvider } from '../mocks/apolloTesting';
import { FakeIntersectionObserver } from '../mocks/intersectionObserver';
import { WidgetsStoryProvider } from '../mocks/WidgetsStoryProvider';
import { frontPageArea } from '../mocks/widgetFixtures';
import { WidgetArea } from './WidgetArea';
import { WidgetAreaError } from './WidgetAreaError';

class CatchError extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <p role="alert">
        {error instanceof WidgetAreaError ? `${error.status}: ${error.message}` : error.message}
      </p>
    );
  }
}

function matchMediaFor(phone: boolean) {
  return (query: string) => ({
    matches: phone && query.includes('max-width: 767px'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));
afterEach(() => {
  FakeIntersectionObserver.reset();
  vi.unstubAllGlobals();
});

function renderArea(
  client: ReturnType<typeof testClient>,
  props: Parameters<typeof WidgetArea>[0],
) {
  return render(
    <TestApolloProvider client={client}>
      <WidgetsStoryProvider>
        <CatchError>
          <WidgetArea {...props} />
        </CatchError>
      </WidgetsStoryProvider>
    </TestApolloProvider>,
  );
}

describe('<WidgetArea />', () => {
  it('queries widgetArea with family, area name, filters, preview, customer type and url, and draws it', async () => {
    vi.stubGlobal('matchMedia', matchMediaFor(false));
    const respond = vi.fn(() => ({ widgetArea: frontPageArea }));
    renderArea(testClient(respond), {
      family: 'Frontpage',
      areaName: 'The front page area',
      filters: [{ key: 'campaign', value: 'autumn' }],
      customerType: 'PERSON',
      url: '/',
      fallback: <p>Loading the front page</p>,
    });
    expect(screen.getByText('Loading the front page')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Hemma' }),
    ).toBeInTheDocument();
    expect(respond).toHaveBeenCalledWith('widgetArea', {
      family: 'Frontpage',
      areaName: 'The front page area',
      filters: [{ key: 'campaign', value: 'autumn' }],
      preview: false,
      customerType: 'PERSON',
      url: '/',
      displaySetting: 'desktop',
    });
  });

  it('asks for the mobile display setting on the phone viewport', async () => {
    vi.stubGlobal('matchMedia', matchMediaFor(true));
    const respond = vi.fn(() => ({ widgetArea: frontPageArea }));
    renderArea(testClient(respond), { alias: 'about' });
    await screen.findByRole('heading', { level: 1 });
    expect(respond).toHaveBeenCalledWith(
      'widgetArea',
      expect.objectContaining({ alias: 'about', displaySetting: 'mobile' }),
    );
  });

  it('raises the error page with the status and message when the load fails', async () => {
    vi.stubGlobal('matchMedia', matchMediaFor(false));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = testClient(() => {
      throw Object.assign(new Error('Response not successful: Received status code 503'), {
        statusCode: 503,
      });
    });
    renderArea(failing, { family: 'Frontpage' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '503: Network error: Response not successful: Received status code 503',
    );
    quiet.mockRestore();
  });

  it('draws nothing when there is no such area', async () => {
    vi.stubGlobal('matchMedia', matchMediaFor(false));
    const respond = vi.fn(() => ({ widgetArea: null }));
    const { container } = renderArea(testClient(respond), { alias: 'missing' });
    await vi.waitFor(() => expect(respond).toHaveBeenCalled());
    await vi.waitFor(() => expect(container.querySelector('[data-widget-area]')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
