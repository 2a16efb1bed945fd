import type { ReactNode } from 'react';
import { WidgetsProvider, type WidgetsProviderProps } from '../context/WidgetsContext';
import { fixtureProductsSource } from './productFixtures';
import { storyImageUrl, storyProductImageUrl } from './storyImages';

/** Widgets as the app wires them, with offline images and fixture products. */
export function WidgetsStoryProvider({ children, ...settings }: Partial<WidgetsProviderProps> & { children: ReactNode }) {
  return (
    <WidgetsProvider
      imageUrl={storyImageUrl}
      productImageUrl={storyProductImageUrl}
      productsSource={fixtureProductsSource}
      {...settings}
    >
      {children}
    </WidgetsProvider>
  );
}
