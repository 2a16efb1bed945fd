import { describe, expect, it } from 'vitest';
import { vars } from './contract.css';
import { paintAs } from './paintAs';

describe('paintAs', () => {
  it("points every colour of the page's surface at the given surface's colour", () => {
    const surfaceKeys = Object.keys(vars.surface) as (keyof typeof vars.surface)[];
    expect(paintAs(vars.footer)).toEqual(
      Object.fromEntries(surfaceKeys.map((key) => [vars.surface[key], vars.footer[key]])),
    );
    expect(Object.keys(paintAs(vars.header))).toHaveLength(surfaceKeys.length);
    expect(paintAs(vars.header)).not.toEqual(paintAs(vars.headerDark));
  });
});
