import type { FixtureChannelKey } from '@hemma/data/mocks';
import type { Decorator } from '@storybook/react-vite';
import {
  ShellTestProviders,
  testShellSettings,
  checkoutChannelSettings as channelSettings,
} from '@hemma/shop/testing';
import { UndistractedLayout } from '../../layouts/UndistractedLayout';
import { ShopProvidersView } from '@hemma/shop';

/** The toolbar's channel (se when both are shown side by side): the page's language and data follow it. */
export function storyChannel(globals: Record<string, unknown>): FixtureChannelKey {
  return globals.channel === 'com' ? 'com' : 'se';
}

export function storyPageProps(channel: FixtureChannelKey) {
  const settings = channelSettings[channel];
  return {
    channelId: settings.channelId,
    locale: settings.locale,
    markets: settings.markets,
    title: channel === 'se' ? 'Kassan' : 'Checkout',
  };
}

const noMissingFeatures = (): readonly string[] => [];

/**
 * A checkout page story as the shop shows it: the undistracted layout, the shell's providers and
 * the texts of the toolbar's channel (Swedish for se, English for com).
 */
export const withCheckoutPage: Decorator = (Story, context) => {
  const channel = storyChannel(context.globals);
  const locale = channel === 'se' ? 'sv' : 'en';
  return (
    <ShellTestProviders
      locale={locale}
      path={channel === 'se' ? '/sv/kassan' : '/checkout'}
      settings={testShellSettings({
        menuLanguage: locale,
        links: { ...testShellSettings().links, index: channel === 'se' ? '/sv' : '/' },
      })}
    >
      <ShopProvidersView imageBaseUrl="/images" locale={locale}>
        <UndistractedLayout detectMissingFeatures={noMissingFeatures}>
          <Story />
        </UndistractedLayout>
      </ShopProvidersView>
    </ShellTestProviders>
  );
};
