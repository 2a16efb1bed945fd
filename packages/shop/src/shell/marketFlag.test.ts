import { describe, expect, it } from 'vitest';
import { marketFlagUrl } from './marketFlag';

describe('marketFlagUrl', () => {
  it("gives the market button the 4:3 flag of the market's country", () => {
    expect(marketFlagUrl('se')).toMatch(/flags\/4x3\/se\.svg/);
    expect(marketFlagUrl('eu')).toMatch(/flags\/4x3\/eu\.svg/);
  });

  it('gives nothing for a code flag-icons has no flag for (the button draws the code)', () => {
    expect(marketFlagUrl('zz')).toBeUndefined();
  });
});
