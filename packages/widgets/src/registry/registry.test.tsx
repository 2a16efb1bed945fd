import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { z as mini } from 'zod/mini';
import { TextWidget, textWidgetSchema } from '../TextWidget';
import { createWidgetRegistry, defaultWidgets } from './defaultWidgets';
import { defineWidget } from './widgetDefinition';
import { widgetTypeKey } from './widgetTypeKey';

describe('widgetTypeKey', () => {
  it.each([
    ['TextPageWidget', 'text'],
    ['Text', 'text'],
    ['ProductListPageWidget', 'productlist'],
    ['Product list', 'productlist'],
    ['product-list', 'productlist'],
    ['HTMLPageWidget', 'html'],
    ['Rich text', 'richtext'],
    ['RichTextWidget', 'richtext'],
    ['FlowboxPageWidget', 'socialfeed'],
    ['Personalization feed', 'personalisationfeed'],
    ['Personalisation feed', 'personalisationfeed'],
    ['Social content feed', 'socialfeed'],
    ['HTML', 'html'],
    ['JSON', 'json'],
  ])('reads %s as %s', (type, key) => {
    expect(widgetTypeKey(type)).toBe(key);
  });
});

describe('createWidgetRegistry', () => {
  const registry = createWidgetRegistry();

  it('knows every widget type of the content system', () => {
    expect(registry.types()).toEqual([
      'banner',
      'buttons',
      'html',
      'image',
      'json',
      'personalisationfeed',
      'productlist',
      'richtext',
      'socialfeed',
      'text',
      'video',
    ]);
  });

  it('resolves a type however the API spells it', () => {
    expect(registry.resolve('TextPageWidget')).toBe(defaultWidgets.Text);
    expect(registry.resolve('Product list')).toBe(defaultWidgets.ProductList);
    expect(registry.resolve('Countdown')).toBeUndefined();
    expect(registry.resolve(null)).toBeUndefined();
  });

  it('lets the app override a type and add its own', () => {
    const Countdown = ({ configuration }: { configuration: { endsAt: string } }) => (
      <p>Ends {configuration.endsAt}</p>
    );
    const countdown = defineWidget(z.object({ endsAt: z.string() }), Countdown);
    const quote = defineWidget(
      mini.extend(textWidgetSchema, { textAlign: mini._default(mini.literal('left'), 'left') }),
      TextWidget,
    );
    const custom = createWidgetRegistry({ CountdownPageWidget: countdown, Text: quote });
    expect(custom.resolve('Countdown')).toBe(countdown);
    expect(custom.resolve('TextPageWidget')).toBe(quote);
    expect(custom.resolve('Image')).toBe(defaultWidgets.Image);
    const Component = custom.resolve('countdown')!.component;
    render(
      <Component
        configuration={{ endsAt: 'Sunday' }}
        images={[]}
        imageLayout={{ sizes: '100vw' }}
        isFirst={false}
      />,
    );
    expect(screen.getByText('Ends Sunday')).toBeInTheDocument();
  });
});
