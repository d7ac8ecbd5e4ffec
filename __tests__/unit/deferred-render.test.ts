import { isSameDocumentJump } from '../../src/lib/deferred-render';

const home = { origin: 'https://www.example.com', pathname: '/nl/', search: '' };

describe('isSameDocumentJump: which links scroll within the page (and must render deferred sections first)', () => {
  it('accepts fragment links to this document, relative or absolute', () => {
    expect(isSameDocumentJump('#contact', home)).toBe(true);
    expect(isSameDocumentJump('/nl/#prijzen', home)).toBe(true);
    expect(isSameDocumentJump('https://www.example.com/nl/#intake-form', home)).toBe(true);
  });

  it('rejects links that load another document or have no fragment', () => {
    expect(isSameDocumentJump('/#prijzen', home)).toBe(false);
    expect(isSameDocumentJump('/nl/blog/#top', home)).toBe(false);
    expect(isSameDocumentJump('https://wa.me/31641728390#x', home)).toBe(false);
    expect(isSameDocumentJump('/nl/?category=local-seo#grid', home)).toBe(false);
    expect(isSameDocumentJump('/nl/', home)).toBe(false);
    expect(isSameDocumentJump('#', home)).toBe(false);
  });

  it('compares the query string too', () => {
    const filtered = { ...home, pathname: '/nl/blog/', search: '?category=local-seo' };
    expect(isSameDocumentJump('#newsletter', filtered)).toBe(true);
    expect(isSameDocumentJump('/nl/blog/#newsletter', filtered)).toBe(false);
  });
});
