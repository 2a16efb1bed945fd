import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withWidgets } from '../mocks/storyDecorators';
import { widgetArgs } from '../mocks/widgetArgs';
import { jsonWidget } from '../mocks/widgetFixtures';
import { JsonWidget, jsonWidgetSchema } from './JsonWidget';

const meta = {
  title: 'Widgets/Json',
  component: JsonWidget,
  decorators: [withWidgets],
  args: widgetArgs(jsonWidgetSchema, jsonWidget),
} satisfies Meta<typeof JsonWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Draws nothing: the page gains a schema.org script, which the play function reads. */
export const StructuredData: Story = {
  play: async ({ canvasElement }) => {
    const script = canvasElement.querySelector('script[type="application/ld+json"]');
    await expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({ '@type': 'FurnitureStore', name: 'Hemma' });
  },
};

export const DataAttribute: Story = {
  args: { configuration: { campaign: 'spring', endsAt: '2026-04-30' } },
  play: async ({ canvasElement }) => {
    const holder = canvasElement.querySelector<HTMLElement>('[data-widget-json]');
    await expect(JSON.parse(holder?.dataset.widgetJson ?? '{}')).toEqual({ campaign: 'spring', endsAt: '2026-04-30' });
  },
};
