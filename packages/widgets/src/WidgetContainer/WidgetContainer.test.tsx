import { act, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { use } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { WidgetsStoryProvider } from '../mocks/WidgetsStoryProvider';
import { containerWith, imageWidget, richTextWidget } from '../mocks/widgetFixtures';
import { createWidgetRegistry, defaultWidgetRegistry } from '../registry/defaultWidgets';
import { defineWidget } from '../registry/widgetDefinition';
import { WidgetContainer } from './WidgetContainer';

const container = containerWith({
  id: 11,
  name: 'Container 11',
  layout: '50/50',
  design: 'transparent',
  widgets: [imageWidget, richTextWidget, imageWidget],
});

describe('<WidgetContainer />', () => {
  it('gives its widgets’ images a sizes hint for two columns from tablet up', () => {
    render(
      <WidgetsStoryProvider>
        <WidgetContainer container={container} registry={defaultWidgetRegistry} />
      </WidgetsStoryProvider>,
    );
    for (const image of screen.getAllByRole('img')) {
      expect(image).toHaveAttribute(
        'sizes',
        '(min-width: 1920px) 960px, (min-width: 768px) 50vw, 100vw',
      );
    }
  });

  it('signals mounted only when a widget that suspends has mounted too', async () => {
    let release!: (value: string) => void;
    const pending = new Promise<string>((resolve) => (release = resolve));
    const Slow = () => <p>{use(pending)}</p>;
    const registry = createWidgetRegistry({ Slow: defineWidget(z.object({}), Slow) });
    const onMounted = vi.fn();
    await act(async () => {
      render(
        <WidgetsStoryProvider>
          <WidgetContainer
            container={{
              ...container,
              widgets: [
                imageWidget,
                { ...imageWidget, id: 'slow', type: 'Slow', configuration: '{}' },
              ],
            }}
            registry={registry}
            onMounted={onMounted}
          />
        </WidgetsStoryProvider>,
      );
    });
    expect(screen.getByRole('img', { name: 'A light bedroom' })).toBeInTheDocument();
    expect(onMounted).not.toHaveBeenCalled();
    await act(async () => release('Loaded'));
    expect(await screen.findByText('Loaded')).toBeInTheDocument();
    expect(onMounted).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    const { container: element } = render(
      <WidgetsStoryProvider>
        <WidgetContainer container={container} registry={defaultWidgetRegistry} />
      </WidgetsStoryProvider>,
    );
    expect((await axe.run(element)).violations).toEqual([]);
  });
});
