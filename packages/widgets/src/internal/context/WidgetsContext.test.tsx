import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  englishLabels,
  useWidgetsSettings,
  WidgetsProvider,
  type WidgetsProviderProps,
} from './WidgetsContext';

function settingsWith(props: Omit<WidgetsProviderProps, 'children'>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WidgetsProvider {...props}>{children}</WidgetsProvider>
  );
  return renderHook(() => useWidgetsSettings(), { wrapper }).result.current;
}

describe('WidgetsProvider', () => {
  it('without a provider, widgets get English labels, same-origin image paths, prices with VAT and no favorites', () => {
    const settings = renderHook(() => useWidgetsSettings()).result.current;
    expect(settings.labels).toBe(englishLabels);
    expect(settings.imageUrl('sofa grön.jpg', 640)).toBe('/images/cms/640/sofa%20gr%C3%B6n.jpg');
    expect(settings.productImageUrl('oslo.jpg', 320)).toBe('/images/product/320/oslo.jpg');
    expect(settings.vatIncluded).toBe(true);
    expect(settings.favorites).toEqual([]);
    expect(settings.personalisation.active).toBe(false);
  });

  it('takes what the app passes and keeps the defaults for the rest', () => {
    const imageUrl = (fileName: string, width: number) =>
      `https://cdn.example/${width}/${fileName}`;
    const settings = settingsWith({ imageUrl, vatIncluded: false, favorites: [7, 12] });
    expect(settings.imageUrl('a.jpg', 960)).toBe('https://cdn.example/960/a.jpg');
    expect(settings.vatIncluded).toBe(false);
    expect(settings.favorites).toEqual([7, 12]);
    expect(settings.labels).toBe(englishLabels);
    expect(settings.productImageUrl('oslo.jpg', 320)).toBe('/images/product/320/oslo.jpg');
  });

  it('inside another provider, takes every setting it does not set from the enclosing one, not from the defaults', () => {
    const swedishLabels = { ...englishLabels, nextProducts: 'Nästa produkter' };
    const imageUrl = (fileName: string, width: number) =>
      `https://cdn.example/${width}/${fileName}`;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <WidgetsProvider labels={swedishLabels} imageUrl={imageUrl} vatIncluded={false}>
        <WidgetsProvider favorites={[3]} vatIncluded={undefined}>
          {children}
        </WidgetsProvider>
      </WidgetsProvider>
    );
    const settings = renderHook(() => useWidgetsSettings(), { wrapper }).result.current;
    expect(settings.labels).toBe(swedishLabels);
    expect(settings.imageUrl('a.jpg', 960)).toBe('https://cdn.example/960/a.jpg');
    expect(settings.vatIncluded).toBe(false);
    expect(settings.favorites).toEqual([3]);
    expect(settings.productImageUrl('oslo.jpg', 320)).toBe('/images/product/320/oslo.jpg');
  });
});
