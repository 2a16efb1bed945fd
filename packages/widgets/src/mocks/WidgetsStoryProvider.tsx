import type { ReactNode } from 'react';
import { WidgetsProvider, type WidgetsProviderProps } from '../internal/context/WidgetsContext';
import { fixtureProductsSource } from './productFixtures';
import { fixtureSocialFeedSource } from './socialFeedFixtures';
import { storyImageUrl, storyProductImageUrl } from './storyImages';

/** Widgets as the app wires them, with offline images, fixture products and social posts. */
export function WidgetsStoryProvider({
  children,
  ...settings
}: Partial<WidgetsProviderProps> & { children: ReactNode }) {
  return (
    <WidgetsProvider
      imageUrl={storyImageUrl}
      productImageUrl={storyProductImageUrl}
      productsSource={fixtureProductsSource}
      socialFeedSource={fixtureSocialFeedSource}
      {...settings}
    >
      {children}
    </WidgetsProvider>
  );
}
