import { describe, expect, it } from 'vitest';
import { marketVariablesFor } from './marketVariables';

describe('marketVariablesFor', () => {
  it("sends the market's channel, the market alias and the API's language id (spec section 7)", () => {
    expect(marketVariablesFor('sv', 'se')).toEqual({ channelId: '1|se', marketId: 'se', languageId: 'sv-SE' });
    expect(marketVariablesFor('en', 'fi')).toEqual({ channelId: '3|com', marketId: 'fi', languageId: 'en-US' });
  });
});
