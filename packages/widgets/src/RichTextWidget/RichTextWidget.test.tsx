import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { widgetArgs } from '../mocks/widgetArgs';
import { richTextWidget } from '../mocks/widgetFixtures';
import { xssPayloads } from '../mocks/xssPayloads';
import { RichTextWidget } from './RichTextWidget';
import { richTextWidgetSchema } from './RichTextWidget.schema';
import { loadHtmlSanitizer } from '../internal/sanitize/useSanitizedHtml';

const props = widgetArgs(richTextWidgetSchema, richTextWidget);

// The app hands no sanitizer here, so the widget draws with DOMPurify, which loads on demand.
beforeAll(() => loadHtmlSanitizer());

describe('<RichTextWidget />', () => {
  it('renders the title and the formatted text', () => {
    render(<RichTextWidget {...props} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Sleep well' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Beds that carry you through the years' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('20 year warranty').tagName).toBe('STRONG');
  });

  for (const [name, text] of Object.entries(xssPayloads)) {
    it(`sanitizes ${name}: scripts, event handlers and javascript: URLs never survive`, () => {
      const { container } = render(
        <RichTextWidget {...props} configuration={{ ...props.configuration, html: text }} />,
      );
      expect(container.querySelector('script, iframe, svg, math, img')).toBeNull();
      for (const element of container.querySelectorAll('*')) {
        for (const attribute of element.attributes) {
          expect(attribute.name).not.toMatch(/^on/i);
          expect(attribute.value).not.toMatch(/^\s*(javascript|data):/i);
        }
      }
    });
  }

  it('keeps only text formatting: no tables or images in rich text', () => {
    render(
      <RichTextWidget
        {...props}
        configuration={{
          ...props.configuration,
          html: '<table><tr><td>Oak</td></tr></table><img src="/a.jpg" alt="a">',
        }}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Oak')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<RichTextWidget {...props} />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
