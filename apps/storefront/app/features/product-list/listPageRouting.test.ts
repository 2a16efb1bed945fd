// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listPageShouldRevalidate, listSelectionOf } from './listPageRouting';

const origin = 'https://hemma.com';
const navigation = (
  from: string,
  to: string,
  extra: { formMethod?: 'GET' | 'POST'; defaultShouldRevalidate?: boolean } = {},
) => ({
  currentUrl: new URL(from, origin),
  nextUrl: new URL(to, origin),
  formMethod: extra.formMethod,
  defaultShouldRevalidate: extra.defaultShouldRevalidate ?? true,
});

describe('list-page-routing guard (spec section 2)', () => {
  it('loads the list when the path changes, whatever the selection', () => {
    expect(
      listPageShouldRevalidate(
        navigation('/c/furniture/sofas?brands=Nord~1', '/c/furniture/armchairs'),
      ),
    ).toBe(true);
    expect(
      listPageShouldRevalidate(navigation('/c/furniture/sofas', '/c/furniture/armchairs')),
    ).toBe(true);
    expect(listPageShouldRevalidate(navigation('/s/sofa', '/s/lamp'))).toBe(true);
  });

  it('loads the list when its selection changes on the same path', () => {
    expect(
      listPageShouldRevalidate(
        navigation('/c/furniture/sofas', '/c/furniture/sofas?brands=Nord~1'),
      ),
    ).toBe(true);
    expect(
      listPageShouldRevalidate(
        navigation('/c/furniture/sofas?page=2', '/c/furniture/sofas?page=3'),
      ),
    ).toBe(true);
    expect(
      listPageShouldRevalidate(navigation('/c/furniture/sofas', '/c/furniture/sofas?sort=PRICE')),
    ).toBe(true);
    expect(
      listPageShouldRevalidate(navigation('/c/furniture/sofas?price=0~500', '/c/furniture/sofas')),
    ).toBe(true);
  });

  it('skips the product query when the path and the selection stay', () => {
    expect(
      listPageShouldRevalidate(navigation('/c/furniture/sofas', '/c/furniture/sofas?action=login')),
    ).toBe(false);
    expect(
      listPageShouldRevalidate(
        navigation('/c/furniture/sofas?action=login&page=2', '/c/furniture/sofas?page=2'),
      ),
    ).toBe(false);
    expect(listPageShouldRevalidate(navigation('/b/nord?utm_source=mail', '/b/nord'))).toBe(false);
    // The same choices in another order, and a malformed page that reads as page 1.
    expect(
      listPageShouldRevalidate(
        navigation('/l/all?sort=PRICE&brands=Nord~1', '/l/all?brands=Nord~1&sort=PRICE&page=x'),
      ),
    ).toBe(false);
  });

  it("keeps React Router's rule after a form post and for a revalidation of the same address", () => {
    expect(
      listPageShouldRevalidate(
        navigation('/c/furniture/sofas', '/c/furniture/sofas?action=login', {
          formMethod: 'POST',
          defaultShouldRevalidate: true,
        }),
      ),
    ).toBe(true);
    expect(
      listPageShouldRevalidate(
        navigation('/c/furniture/sofas', '/c/furniture/sofas', { defaultShouldRevalidate: true }),
      ),
    ).toBe(true);
    expect(
      listPageShouldRevalidate(
        navigation('/c/furniture/sofas', '/c/furniture/sofas', { defaultShouldRevalidate: false }),
      ),
    ).toBe(false);
  });

  it('reads a selection the same whatever the order of its parameters', () => {
    expect(listSelectionOf(new URL('/c/x?sort=PRICE&brands=Nord~1&action=login', origin))).toBe(
      listSelectionOf(new URL('/c/x?brands=Nord~1&sort=PRICE', origin)),
    );
  });
});
