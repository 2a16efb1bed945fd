import { describe, expect, it } from 'vitest';
import type { ScreenData } from '../routing/screenMeta';
import { withPageMeta } from './pageMeta';

const page: ScreenData = {
  screen: 'category',
  layout: 'default',
  params: {},
  locale: 'en',
  title: 'Category',
  documentTitle: 'Category | Hemma',
  description: 'Products in a category.',
  canonical: 'https://shop.example/c/sofas',
  alternates: [],
  siteName: 'Hemma',
  ogLocale: 'en_GB',
  noIndex: false,
};
const documentTitleOf = (title: string) => `${title} | Hemma`;

describe('withPageMeta', () => {
  it('takes the meta title and description of the list page info (spec: meta from listPageInfo)', () => {
    const result = withPageMeta(
      page,
      {
        title: 'Sofas',
        meta: { title: 'Sofas for every home | Hemma', description: 'Soft sofas.' },
      },
      documentTitleOf,
    );
    expect(result).toMatchObject({
      title: 'Sofas',
      documentTitle: 'Sofas for every home | Hemma',
      description: 'Soft sofas.',
    });
  });
  it('builds the document title from the heading when the API has no meta title', () => {
    expect(
      withPageMeta(
        page,
        { title: 'Sofas', meta: { title: '', description: null } },
        documentTitleOf,
      ),
    ).toMatchObject({
      documentTitle: 'Sofas | Hemma',
      description: 'Products in a category.',
    });
  });
  it('keeps the screen defaults when the API knows nothing', () => {
    expect(withPageMeta(page, {}, documentTitleOf)).toEqual(page);
  });
});
