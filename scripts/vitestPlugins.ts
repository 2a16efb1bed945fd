import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';

/**
 * The Vite plugins of the jsdom unit tests (ui, widgets, storefront). vanilla-extract runs in its
 * transform mode: a stylesheet is imported as a module that injects its CSS into jsdom, as its
 * documentation describes for test environments, instead of being evaluated by the plugin's
 * compiler (a second Vite server) and served as CSS. Same rules in the document; the storefront's
 * suite took 56-57 CPU-s instead of 69 (28 Nov, 821 tests either way), and it ends CI's first phase.
 */
export function unitTestPlugins() {
  return [react(), vanillaExtractPlugin({ unstable_mode: 'transform' })];
}
