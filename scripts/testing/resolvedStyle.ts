/**
 * What colour an element is really painted with, in jsdom: jsdom keeps vanilla-extract's style
 * elements but resolves no `var()`. This follows the cascade the themes rely on: the element's own
 * class rules give the property, and each custom property is looked up on the element and its
 * ancestors (a theme class, or a surface class that re-points `--surface-*` to `--footer-*`).
 * Only simple `.class { ... }` rules are read, which is what vanilla-extract writes for `style()`,
 * recipe variants and `createTheme`.
 */

function stylesheetText(): string {
  return [...document.querySelectorAll('style')].map((node) => node.textContent ?? '').join('\n');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The declarations of every `.className { ... }` rule, later ones winning. */
function declarationsOf(className: string, css: string): Map<string, string> {
  const declarations = new Map<string, string>();
  const rule = new RegExp(`(?:^|[\\s}])\\.${escapeRegExp(className)}\\s*\\{([^}]*)\\}`, 'g');
  for (const match of css.matchAll(rule)) {
    for (const declaration of (match[1] ?? '').split(';')) {
      const colon = declaration.indexOf(':');
      if (colon > 0)
        declarations.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
    }
  }
  return declarations;
}

function declaredOn(element: Element, property: string, css: string): string | undefined {
  let found: string | undefined;
  for (const className of element.classList)
    found = declarationsOf(className, css).get(property) ?? found;
  return found;
}

function resolveVariables(value: string, element: Element, css: string, depth = 0): string {
  if (depth > 20) throw new Error(`Custom properties nest too deep (a cycle?) resolving ${value}`);
  return value.replace(/var\((--[^,)]+)\)/g, (_whole, name: string) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const declared = declaredOn(node, name, css);
      if (declared !== undefined) return resolveVariables(declared, node, css, depth + 1);
    }
    throw new Error(`${name} is set on no ancestor of the element`);
  });
}

/** The value of `property` as the element's class rules give it, every `var()` resolved. */
export function resolvedStyle(element: Element, property: string): string {
  const css = stylesheetText();
  const declared = declaredOn(element, property, css);
  if (declared === undefined) throw new Error(`No class rule of the element sets ${property}`);
  return resolveVariables(declared, element, css);
}
