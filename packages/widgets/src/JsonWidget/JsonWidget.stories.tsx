import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withWidgets } from '../mocks/storyDecorators';
import { recordedInChannel, sameInEveryChannel, widgetArgs } from '../mocks/widgetArgs';
import { jsonWidget } from '../mocks/widgetFixtures';
import { JsonWidget } from './JsonWidget';
import { jsonWidgetSchema } from './JsonWidget.schema';

/** The data is the story channel's recording (`parameters.channelArgs`). */
const meta = {
  title: 'Widgets/Json',
  parameters: {
    ...recordedInChannel(jsonWidgetSchema, 'fp-json'),
    docs: {
      description: {
        component:
          'Draws nothing visible: schema.org data becomes a `<script type="application/ld+json">` for search engines, any other JSON is exposed on a hidden element\'s `data-widget-json` attribute for page scripts.\n\n**Use** for structured data of a content page or data that page code reads.\n\n**Do** keep the JSON small. **Don\'t** use it to inject script: it is escaped so the script element cannot be closed early.\n\n**Accessibility** Nothing is rendered for assistive technology.',
      },
    },
  },
  component: JsonWidget,
  decorators: [withWidgets],
  args: widgetArgs(jsonWidgetSchema, jsonWidget),
} satisfies Meta<typeof JsonWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Draws nothing: the front page's selling points sit on a hidden element for page scripts. */
export const DataAttribute: Story = {
  parameters: {
    canvasNote:
      'Nothing to see by design: the JSON sits on a hidden element’s data-widget-json attribute for page scripts.',
  },
  play: async ({ canvasElement }) => {
    const holder = canvasElement.querySelector<HTMLElement>('[data-widget-json]');
    await expect(JSON.parse(holder?.dataset.widgetJson ?? '{}')).toHaveProperty('sellingPoints');
  },
};

/** Draws nothing: schema.org data becomes a script search engines read. */
export const StructuredData: Story = {
  parameters: {
    ...sameInEveryChannel,
    canvasNote:
      'Nothing to see by design: the schema.org data is a script element that search engines read.',
  },
  args: {
    configuration: {
      data: {
        '@context': 'https://schema.org',
        '@type': 'FurnitureStore',
        name: 'Hemma',
        url: 'https://hemma.com',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const script = canvasElement.querySelector('script[type="application/ld+json"]');
    await expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({
      '@type': 'FurnitureStore',
      name: 'Hemma',
    });
  },
};
