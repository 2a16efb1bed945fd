// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { skippedOnServer } from './skippedOnServer';

describe('skippedOnServer', () => {
  it('in the server render, answers a skipped query without calling the hook', () => {
    const useQuery = vi.fn(() => ({ data: { menu: 'main' }, loading: false }));
    const useMenu = skippedOnServer(useQuery, true);
    expect(useMenu({ skip: true })).toEqual({ data: undefined, loading: false });
    expect(useQuery).not.toHaveBeenCalled();
  });

  it('in the server render, calls the hook for a query that is not skipped', () => {
    const useQuery = vi.fn(() => ({ data: { menu: 'main' }, loading: false }));
    const useMenu = skippedOnServer(useQuery, true);
    expect(useMenu({ skip: false })).toEqual({ data: { menu: 'main' }, loading: false });
    expect(useQuery).toHaveBeenCalledTimes(1);
  });

  it('in the browser, is the hook itself', () => {
    const useQuery = vi.fn(() => ({ data: undefined, loading: false }));
    expect(skippedOnServer(useQuery, false)).toBe(useQuery);
  });
});
