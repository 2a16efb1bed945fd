import { describe, expect, it } from 'vitest';
import { createHtmlSanitizer } from './sanitizeHtml';

const sanitize = createHtmlSanitizer(window);

/** Payloads from the usual cheat sheets: each tries a different way to run script. */
const attacks: Record<string, string> = {
  'a script element': '<p>Hi</p><script>alert(1)</script>',
  'an inline event handler': '<img src="/images/sofa.jpg" onerror="alert(1)" alt="Sofa">',
  'an event handler on a body tag': '<body onload="alert(1)"><p>x</p></body>',
  'a javascript: link': '<a href="javascript:alert(1)">Click</a>',
  'a javascript: link in mixed case with spaces': '<a href=" JaVaScRiPt:alert(1)">Click</a>',
  'an entity-encoded javascript: link': '<a href="&#106;avascript:alert(1)">Click</a>',
  'a data: html link': '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  'an svg with onload': '<svg onload="alert(1)"><circle r="4"></circle></svg>',
  'an svg script': '<svg><script>alert(1)</script></svg>',
  'an svg animate setting href':
    '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>',
  'a MathML link': '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>',
  'a MathML mglyph mutation': '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  'an iframe with srcdoc': '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  'a form action': '<form action="javascript:alert(1)"><button>Go</button></form>',
  'a meta refresh': '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  'a style with expression': '<div style="background:url(javascript:alert(1))">x</div>',
  'a template inside a select (parser mutation)':
    '<select><template><img src=x onerror=alert(1)></template></select>',
};

function assertHarmless(html: string) {
  const host = document.createElement('div');
  host.innerHTML = html;
  expect(host.querySelector('script, iframe, form, meta, svg, math, style, template')).toBeNull();
  for (const element of host.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name).not.toMatch(/^on/i);
      expect(attribute.value).not.toMatch(/javascript:|data:text\/html/i);
    }
  }
  expect(html).not.toMatch(/javascript:/i);
}

describe('sanitizeHtml', () => {
  for (const profile of ['html', 'richText'] as const) {
    describe(`the ${profile} profile`, () => {
      for (const [name, payload] of Object.entries(attacks)) {
        it(`removes ${name} (scripts, event handlers and javascript: URLs never survive)`, () => {
          assertHarmless(sanitize(payload, profile));
        });
      }
    });
  }

  it('keeps the markup editors write in the html profile', () => {
    const html = sanitize(
      '<h2>Care</h2><table><tbody><tr><td>Oak</td></tr></tbody></table><img src="/images/oak.jpg" alt="Oak">',
      'html',
    );
    expect(html).toBe(
      '<h2>Care</h2><table><tbody><tr><td>Oak</td></tr></tbody></table><img src="/images/oak.jpg" alt="Oak">',
    );
  });

  it('keeps only text formatting in the rich text profile', () => {
    expect(
      sanitize('<p>Soft <strong>wool</strong></p><table><tr><td>x</td></tr></table>', 'richText'),
    ).toBe('<p>Soft <strong>wool</strong></p>x');
  });

  it('keeps web, mail and site links and adds noopener to new tabs', () => {
    const html = sanitize(
      '<a href="https://hemma.se" target="_blank">a</a><a href="/c/sofas">b</a><a href="mailto:hej@hemma.se">c</a>',
      'richText',
    );
    expect(html).toBe(
      '<a href="https://hemma.se" target="_blank" rel="noopener noreferrer">a</a><a href="/c/sofas">b</a><a href="mailto:hej@hemma.se">c</a>',
    );
  });

  it('drops data: image sources', () => {
    expect(sanitize('<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="x">', 'html')).toBe(
      '<img alt="x">',
    );
  });
});
