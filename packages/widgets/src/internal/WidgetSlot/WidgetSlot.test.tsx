import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { WidgetFragment } from '@hemma/data';
import { textWidget } from '../../mocks/widgetFixtures';
import { createWidgetRegistry } from '../../registry/defaultWidgets';
import { defineWidget } from '../../registry/widgetDefinition';
import { WidgetSlot } from './WidgetSlot';

const imageLayout = { sizes: '100vw' };

const Greeting = ({ configuration }: { configuration: { text: string } }) => (
  <p>{configuration.text}</p>
);
const Exploding = (): never => {
  throw new Error('boom');
};
const Structured = ({ configuration }: { configuration: { json: string } }) => (
  <script type="application/ld+json">{configuration.json}</script>
);

const registry = createWidgetRegistry({
  Greeting: defineWidget(z.object({ text: z.string() }), Greeting),
  Exploding: defineWidget(z.object({}), Exploding),
  Structured: defineWidget(z.object({ json: z.string() }), Structured, { placement: 'none' }),
});

/** Draws the recorded text widget with the type and configuration (and name) given. */
function drawSlot(
  changes: Pick<WidgetFragment, 'type' | 'configuration'> & Partial<WidgetFragment>,
  variables?: Record<string, unknown>,
) {
  const onMounted = vi.fn();
  const { container } = render(
    <WidgetSlot
      widget={{ ...textWidget, ...changes }}
      registry={registry}
      variables={variables}
      imageLayout={imageLayout}
      isFirst={false}
      cellClassName="cell"
      onMounted={onMounted}
    />,
  );
  return { container, onMounted };
}

describe('<WidgetSlot />', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  afterEach(() => warn.mockClear());

  it('draws a known widget in its grid cell and reports it mounted', () => {
    const { container, onMounted } = drawSlot({
      name: 'Hello',
      type: 'Greeting',
      configuration: '{"text":"Välkommen"}',
    });
    expect(screen.getByText('Välkommen').parentElement).toHaveClass('cell');
    expect(container.querySelectorAll('.cell')).toHaveLength(1);
    expect(onMounted).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('merges the area variables under the configuration, the configuration winning', () => {
    drawSlot({ type: 'Greeting', configuration: '{}' }, { text: 'Hej från området' });
    expect(screen.getByText('Hej från området')).toBeInTheDocument();
    drawSlot(
      { type: 'Greeting', configuration: '{"text":"Egen text"}' },
      { text: 'Hej från området' },
    );
    expect(screen.getByText('Egen text')).toBeInTheDocument();
  });

  it('skips a widget of an unknown type with a warning naming it, and still reports mounted', () => {
    const { container, onMounted } = drawSlot({
      name: 'Clock',
      type: 'Countdown',
      configuration: '{}',
    });
    expect(container).toBeEmptyDOMElement();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('"Clock" (Countdown) skipped: no component is registered'),
    );
    expect(onMounted).toHaveBeenCalledTimes(1);
  });

  it('skips a widget whose configuration does not match its schema, naming the reason', () => {
    const { container, onMounted } = drawSlot({
      name: 'Broken',
      type: 'Greeting',
      configuration: '{"text":42}',
    });
    expect(container).toBeEmptyDOMElement();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/"Broken" \(Greeting\) skipped: .+/));
    expect(onMounted).toHaveBeenCalledTimes(1);
  });

  it('leaves out a widget that throws while drawing, so the rest of the area survives', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container, onMounted } = drawSlot({
      name: 'Bomb',
      type: 'Exploding',
      configuration: '{}',
    });
    expect(container).toBeEmptyDOMElement();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('"Bomb" (Exploding) skipped: it failed to render (boom)'),
    );
    expect(onMounted).toHaveBeenCalled();
    error.mockRestore();
  });

  it('gives a widget that draws nothing visible no grid cell', () => {
    const { container } = drawSlot({ type: 'Structured', configuration: '{"json":"{}"}' });
    expect(container.querySelector('.cell')).toBeNull();
    expect(container.querySelector('script[type="application/ld+json"]')).not.toBeNull();
  });
});
