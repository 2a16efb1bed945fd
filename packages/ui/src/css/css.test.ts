import { describe, expect, it } from 'vitest';
import { vars } from '../themes/contract.css';
import { tabularNumbers } from './reset.css';
import { footerSurface, headerSurface, headerSurfaceDark } from './surfaces.css';

const stylesheet = () =>
  [...document.querySelectorAll('style')].map((node) => node.textContent).join('\n');
const varName = (reference: string) => reference.replace(/^var\((.*)\)$/, '$1');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('surfaces', () => {
  it.each([
    ['headerSurface', headerSurface, vars.header],
    ['headerSurfaceDark', headerSurfaceDark, vars.headerDark],
    ['footerSurface', footerSurface, vars.footer],
  ] as const)('%s re-points every surface token to its own group', (_name, className, group) => {
    const css = stylesheet();
    const rule = new RegExp(`\\.${escape(className)}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
    for (const key of Object.keys(vars.surface) as Array<keyof typeof vars.surface>) {
      expect(rule).toContain(`${varName(vars.surface[key])}: ${group[key]}`);
    }
  });
});

describe('reset', () => {
  it('offers tabular numbers for prices and quantities', () => {
    expect(stylesheet()).toMatch(
      new RegExp(`\\.${escape(tabularNumbers)}\\s*\\{\\s*font-variant-numeric: tabular-nums`),
    );
  });

  it('sets border-box sizing and the body font from the tokens', () => {
    const css = stylesheet();
    expect(css).toMatch(/\*, \*::before, \*::after\s*\{\s*box-sizing: border-box/);
    expect(css).toMatch(new RegExp(`body\\s*\\{[^}]*font-family: ${escape(vars.font.family)}`));
  });
});
