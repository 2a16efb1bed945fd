import type { ReactNode } from 'react';
import { WidgetsProvider, type WidgetsProviderProps } from '../internal/context/WidgetsContext';
import { productsSourceIn } from './productFixtures';
import { fixtureSocialFeedSource } from './socialFeedFixtures';
import { storyImageUrl, storyProductImageUrl } from './storyImages';

/**
 * Widgets as the app wires them, with offline images, recorded products and fixture social posts:
 * a story passes its channel's key for that channel's recorded products (tests leave it out for
 * the English recording). Labels and every setting not given here come from the enclosing provider
 * (the story channel's language in Storybook).
 */
export function WidgetsStoryProvider({
  channel,
  children,
  ...settings
}: Partial<WidgetsProviderProps> & { channel?: string; children: ReactNode }) {
  return (
    <WidgetsProvider
      imageUrl={storyImageUrl}
      productImageUrl={storyProductImageUrl}
      productsSource={productsSourceIn(channel ?? 'com')}
      socialFeedSource={fixtureSocialFeedSource}
      {...settings}
    >
      {children}
    </WidgetsProvider>
  );
}
