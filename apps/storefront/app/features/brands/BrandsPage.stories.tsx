import { fixtureData } from '@hemma/data/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../../components/testing/storyDecorators';
import { BrandsPage } from './BrandsPage';

const facet = fixtureData('productFilters', 'com', { categoryAlias: 'furniture' }).products?.filters?.facets?.find((candidate) => candidate?.group === 'b');
const brands = (facet?.values ?? []).flatMap((value) => (value?.url && value.label ? [{ name: value.label, href: value.url, count: value.count }] : []));

/** The brands of the recorded furniture list (English channel). */
const meta = {
  title: 'Storefront/Shopping/BrandsPage',
  component: BrandsPage,
  decorators: [withShell],
  args: { title: 'Brands', brands, locale: 'en' },
} satisfies Meta<typeof BrandsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
