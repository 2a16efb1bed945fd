import { act, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { WidgetAreaFragment } from '@hemma/data';
import { FakeIntersectionObserver } from '../mocks/intersectionObserver';
import { WidgetsStoryProvider } from '../mocks/WidgetsStoryProvider';
import {
  areaWith,
  containerWith,
  frontPageArea,
  imageWidget,
  richTextWidget,
  textWidget,
} from '../mocks/widgetFixtures';
import { createWidgetRegistry } from '../registry/defaultWidgets';
import { defineWidget } from '../registry/widgetDefinition';
import { WidgetAreaView } from './WidgetAreaView';

function renderArea(
  area: WidgetAreaFragment,
  props: Partial<Parameters<typeof WidgetAreaView>[0]> = {},
) {
  return render(
    <WidgetsStoryProvider>
      <WidgetAreaView area={area} {...props} />
    </WidgetsStoryProvider>,
  );
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  FakeIntersectionObserver.reset();
  vi.unstubAllGlobals();
  warn.mockRestore();
});

describe('<WidgetAreaView />', () => {
  it('renders every container of the front page in order', () => {
    const { container } = renderArea(frontPageArea);
    const containers = container.querySelectorAll('[data-layout]');
    expect([...containers].map((element) => element.getAttribute('data-name'))).toEqual(
      (frontPageArea.containers ?? []).map((entry) => entry?.name),
    );
    expect(containers).toHaveLength(7);
    expect(containers[3]).toHaveAttribute('data-layout', 'half');
    expect(container.querySelectorAll('[data-tone]')[4]).toHaveAttribute('data-tone', 'dark');
    expect(warn).not.toHaveBeenCalled();
  });

  it('marks only the area’s first widget as first: its image loads eagerly with high priority', () => {
    renderArea(frontPageArea);
    const eager = document.querySelectorAll('img[fetchpriority="high"]');
    expect(eager).toHaveLength(1);
    expect(eager[0]).toHaveAttribute('alt', 'A living room with a grey sofa');
    expect(document.querySelectorAll('img[loading="eager"]')).toHaveLength(1);
  });

  it('skips a widget with bad JSON, warning, and renders the rest of the area', () => {
    const area = areaWith(
      containerWith({
        id: 1,
        layout: 'full',
        design: 'default',
        widgets: [{ ...textWidget, configuration: '{"title": ' }, imageWidget],
      }),
    );
    renderArea(area);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(
        /^Widget "Text fp-text-en" \(Text\) skipped: configuration is not valid JSON/,
      ),
    );
    expect(screen.getByRole('img', { name: 'A light bedroom' })).toBeInTheDocument();
  });

  it("reads Geins's shape (TextPageWidget, active, displayName) and leaves an inactive widget out, quietly", () => {
    const geins = (configuration: Record<string, unknown>, active: boolean) =>
      JSON.stringify({ name: 'fp-text', displayName: 'Front page text', active, ...configuration });
    const area = areaWith(
      containerWith({
        id: 1,
        widgets: [
          {
            ...textWidget,
            type: 'TextPageWidget',
            configuration: geins({ title: 'Shown title' }, true),
          },
          {
            ...textWidget,
            id: 'off',
            type: 'TextPageWidget',
            configuration: geins({ title: 'Hidden title' }, false),
          },
        ],
      }),
    );
    const onMounted = vi.fn();
    renderArea(area, { onMounted });
    expect(screen.getByRole('heading', { name: 'Shown title' })).toBeInTheDocument();
    expect(screen.queryByText('Hidden title')).not.toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
    // The container still reports mounted: an inactive widget is not one to wait for.
    expect(onMounted).toHaveBeenCalled();
  });

  it('skips a widget whose configuration fails its schema, naming the field', () => {
    const area = areaWith(
      containerWith({
        id: 1,
        widgets: [{ ...textWidget, configuration: '{"title": 42}' }, richTextWidget],
      }),
    );
    renderArea(area);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^Widget "Text fp-text-en" \(Text\) skipped: field "title"/),
    );
    expect(screen.getByRole('heading', { name: 'Sleep well' })).toBeInTheDocument();
  });

  it('skips a widget of an unknown type, and one that throws while drawing', () => {
    const Broken = (): never => {
      throw new Error('boom');
    };
    const registry = createWidgetRegistry({ Broken: defineWidget(z.object({}), Broken) });
    const area = areaWith(
      containerWith({
        id: 1,
        widgets: [
          { ...textWidget, id: 'a', name: 'Countdown', type: 'Countdown', configuration: '{}' },
          { ...textWidget, id: 'b', name: 'Broken', type: 'Broken', configuration: '{}' },
          textWidget,
        ],
      }),
    );
    const quietErrors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderArea(area, { registry });
    quietErrors.mockRestore();
    expect(warn).toHaveBeenCalledWith(
      'Widget "Countdown" (Countdown) skipped: no component is registered for its type',
    );
    expect(warn).toHaveBeenCalledWith(
      'Widget "Broken" (Broken) skipped: it failed to render (boom)',
    );
    expect(screen.getByRole('heading', { name: 'Welcome to Hemma' })).toBeInTheDocument();
  });

  it('merges the area variables under each configuration', async () => {
    const area = areaWith(
      containerWith({
        id: 1,
        widgets: [{ ...textWidget, configuration: '{"text":"From the widget"}' }],
      }),
    );
    renderArea(area, { variables: { title: 'From the area' } });
    expect(screen.getByRole('heading', { name: 'From the area' })).toBeInTheDocument();
    // The text is HTML: drawn once DOMPurify, loaded on demand, has sanitized it.
    expect(await screen.findByText('From the widget')).toBeInTheDocument();
  });

  it('signals mounted once, after every container’s widgets have mounted', () => {
    const onAreaMounted = vi.fn();
    renderArea(frontPageArea, { onMounted: onAreaMounted });
    expect(onAreaMounted).toHaveBeenCalledTimes(1);
  });

  it('signals mounted for an empty area too', () => {
    const onAreaMounted = vi.fn();
    renderArea(areaWith(), { onMounted: onAreaMounted });
    expect(onAreaMounted).toHaveBeenCalledTimes(1);
  });

  it('exposes its tags and, when asked, renders its meta', () => {
    const { container } = renderArea(frontPageArea, { renderMeta: true });
    expect(container.querySelector('[data-widget-area]')).toHaveAttribute('data-tags', 'frontpage');
    expect(document.title).toBe('Hemma – furniture and interior goods');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Furniture and interior goods with free shipping over 89 EUR.',
    );
  });

  it('lays a 50/50 container out as two cells', () => {
    const { container } = renderArea(frontPageArea);
    const halves = container.querySelector('[data-layout="half"] > div') as HTMLElement;
    expect(halves.children).toHaveLength(2);
    expect(within(halves).getByRole('figure')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderArea(frontPageArea);
    act(() => FakeIntersectionObserver.bringIntoView());
    expect((await axe.run(container)).violations).toEqual([]);
    // A whole area is a large tree for axe on a shared two-core machine.
  }, 30_000);
});
