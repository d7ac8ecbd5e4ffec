import { ownMarketFirst } from '../../src/lib/markets';

describe('ownMarketFirst', () => {
  const items = [
    { id: 'us-1', market: 'en' },
    { id: 'nl-1', market: 'nl' },
    { id: 'us-2', market: 'en' },
    { id: 'nl-2', market: 'nl' },
  ];

  it("puts the page's own market first and keeps each market's file order", () => {
    expect(ownMarketFirst(items, 'nl').map((item) => item.id)).toEqual(['nl-1', 'nl-2', 'us-1', 'us-2']);
    expect(ownMarketFirst(items, 'en').map((item) => item.id)).toEqual(['us-1', 'us-2', 'nl-1', 'nl-2']);
  });

  it('fills up with other markets when its own has too few, and never repeats an item', () => {
    expect(ownMarketFirst(items, 'nl', 3).map((item) => item.id)).toEqual(['nl-1', 'nl-2', 'us-1']);
    expect(ownMarketFirst([], 'nl', 3)).toEqual([]);
  });
});
