import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { accountTestServer, renderAccountPart, identityServiceHandlers } from '@hemma/shop/testing';
import { LoginTokenExchange, withoutLoginToken } from './LoginTokenExchange';

vi.setConfig({ testTimeout: 20_000 });

const server = accountTestServer();
const renderWith = renderAccountPart;

describe('<LoginTokenExchange /> (impersonation)', () => {
  it("asks first, trades nothing until the visitor confirms; confirmed, says 'You are being logged in as user..', trades the token and drops it from the address", async () => {
    const onDone = vi.fn();
    const requests: string[] = [];
    server.use(...identityServiceHandlers({ onRequest: (action) => requests.push(action) }));
    const { user } = renderWith(<LoginTokenExchange onDone={onDone} />, {
      path: '/my-account/orders?loginToken=admin-issued&tab=1',
    });
    const question = screen.getByRole('group', {
      name: "This link signs you in to someone else's customer account. Continue only if you work in customer service and asked for this link.",
    });
    expect(requests).toEqual([]);
    expect(document.cookie).not.toContain('hemma-auth=');
    await user.click(within(question).getByRole('button', { name: 'Sign in to that account' }));
    expect(screen.getByText('You are being logged in as user..')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('/my-account/orders?tab=1'));
    expect(document.cookie).toContain('hemma-auth=');
    expect(document.cookie).toContain('hemma-user=customer%40hemma.com');
  });

  it('declined, loads the page without the token and trades nothing (Swedish)', async () => {
    const onDone = vi.fn();
    const requests: string[] = [];
    server.use(...identityServiceHandlers({ onRequest: (action) => requests.push(action) }));
    const { user } = renderWith(<LoginTokenExchange onDone={onDone} />, {
      locale: 'sv',
      path: '/sv/mitt-konto/ordrar?loginToken=admin-issued',
    });
    expect(
      screen.getByText(
        'Länken loggar in dig på någon annans kundkonto. Fortsätt bara om du arbetar i kundtjänst och har bett om länken.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logga in på kontot' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logga inte in' }));
    expect(onDone).toHaveBeenCalledWith('/sv/mitt-konto/ordrar');
    expect(requests).toEqual([]);
    expect(document.cookie).not.toContain('hemma-auth=');
  });

  it("says it failed when the API refuses the token (a customer's own access token is no login token)", async () => {
    const onDone = vi.fn();
    const { user } = renderWith(<LoginTokenExchange onDone={onDone} />, {
      path: '/my-account/orders?loginToken=customer-access-token',
    });
    await user.click(screen.getByRole('button', { name: 'Sign in to that account' }));
    expect(
      await screen.findByText(
        'We are sorry, but something went wrong, try again and contact customer service',
      ),
    ).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('hemma-auth=');
  });

  it('renders nothing without a loginToken', () => {
    const { container } = renderWith(<LoginTokenExchange onDone={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps other parameters when it drops the token', () => {
    expect(withoutLoginToken('/a', '?loginToken=x&b=2', '#c')).toBe('/a?b=2#c');
    expect(withoutLoginToken('/a', '?loginToken=x')).toBe('/a');
  });
});
