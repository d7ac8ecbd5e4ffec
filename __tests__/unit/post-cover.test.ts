import { COVER_TOPICS } from '../../src/lib/cover-choices';
import { DEFAULT_COVER_TOPIC, postCover } from '../../src/lib/post-cover';

describe("a general post's cover", () => {
  it("is the motif the post names, in its trade's colours when it names a trade", () => {
    for (const topic of COVER_TOPICS) expect(postCover({ cover: topic, category: 'website-tips' })).toEqual({ topic, trade: null });
    expect(postCover({ cover: 'plumber-site', trade: 'plumber', category: 'industry-specific' })).toEqual({
      topic: 'plumber-site',
      trade: 'plumber',
    });
  });

  it("without a motif: the trade's own drawing for an industry post about one trade, else the checklist", () => {
    expect(postCover({ trade: 'roofer', category: 'industry-specific' })).toEqual({ topic: null, trade: 'roofer' });
    expect(postCover({ category: 'industry-specific' })).toEqual({ topic: DEFAULT_COVER_TOPIC, trade: null });
    expect(postCover({ category: 'website-tips' })).toEqual({ topic: 'checklist', trade: null });
    // A tips post about one trade keeps the checklist, in the trade's colours.
    expect(postCover({ trade: 'roofer', category: 'website-tips' })).toEqual({ topic: 'checklist', trade: 'roofer' });
    // Empty fields, as YAML and GraphQL give them, are absent.
    expect(postCover({ cover: null, trade: null, category: 'website-tips' })).toEqual({ topic: 'checklist', trade: null });
  });

  it('takes each field a translation leaves out from its original, and keeps its own', () => {
    const original = { cover: 'electric-house', trade: 'electrician' };
    expect(postCover({ category: 'industry-specific' }, original)).toEqual({ topic: 'electric-house', trade: 'electrician' });
    expect(postCover({ cover: 'mobile', category: 'industry-specific' }, original)).toEqual({ topic: 'mobile', trade: 'electrician' });
    expect(postCover({ trade: 'plumber', category: 'industry-specific' }, { trade: 'electrician' })).toEqual({
      topic: null,
      trade: 'plumber',
    });
    expect(postCover({ category: 'industry-specific' }, { trade: 'electrician' })).toEqual({ topic: null, trade: 'electrician' });
  });

  it('refuses a motif it cannot draw', () => {
    expect(() => postCover({ cover: 'gardening', category: 'website-tips' })).toThrow(/Unknown cover "gardening": use one of checklist, /);
  });
});
