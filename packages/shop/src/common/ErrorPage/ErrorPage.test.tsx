import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorPage, ErrorPageBoundary } from './ErrorPage';

describe('<ErrorPage />', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the 404 page's text with a button-styled link back to the start", () => {
    render(
      <ErrorPage
        heading="This page could not be found"
        homeHref="/sv"
        homeLabel="Back to the start page"
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the start page' })).toHaveAttribute(
      'href',
      '/sv',
    );
  });

  it('shows the status code on the generic error page', () => {
    render(
      <ErrorPage
        code="Error 503"
        heading="Something went wrong"
        homeHref="/"
        homeLabel="Go to the start page"
      />,
    );
    expect(screen.getByText('Error 503')).toBeInTheDocument();
  });

  it('shows the failure text with a link home when the error page itself throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('broken');
    }
    render(
      <ErrorPageBoundary
        fallback={
          <ErrorPage
            heading="An error occurred while showing the error page"
            homeHref="/"
            homeLabel="Home"
            homeStyle="link"
          />
        }
      >
        <Broken />
      </ErrorPageBoundary>,
    );
    expect(
      screen.getByRole('heading', { name: 'An error occurred while showing the error page' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <ErrorPage
        code="Error 500"
        heading="Something went wrong"
        homeHref="/"
        homeLabel="Go to the start page"
      />,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
