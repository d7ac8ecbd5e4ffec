import vm from 'vm';
import { languageDetectionScript } from '../../src/lib/language-detection';

/** Runs the shipped inline script against a fake browser and returns where it sent the visitor, if anywhere. */
function run({
  stored,
  languages,
  search = '',
  hash = '',
  storageThrows = false,
}: {
  stored?: string | null;
  languages: string[];
  search?: string;
  hash?: string;
  storageThrows?: boolean;
}): string | null {
  let replacedWith: string | null = null;
  const window = {
    localStorage: {
      getItem: () => {
        if (storageThrows) throw new Error('SecurityError');
        return stored ?? null;
      },
    },
    location: {
      search,
      hash,
      replace: (url: string) => {
        replacedWith = url;
      },
    },
  };
  vm.runInNewContext(languageDetectionScript(), { window, navigator: { languages, language: languages[0] } });
  return replacedWith;
}

describe('language detection on the English home page', () => {
  it('keeps English visitors on /', () => {
    expect(run({ languages: ['en-GB', 'nl'] })).toBeNull();
  });

  it('sends a browser that prefers Dutch to /nl/', () => {
    expect(run({ languages: ['nl-BE', 'en'] })).toBe('/nl/');
    expect(run({ languages: ['NL'] })).toBe('/nl/');
  });

  it('lets a stored choice win over the browser language', () => {
    expect(run({ stored: 'en', languages: ['nl-NL'] })).toBeNull();
    expect(run({ stored: 'nl', languages: ['en-US'] })).toBe('/nl/');
  });

  it('discards stored or detected values that are not exactly a supported code', () => {
    expect(run({ stored: 'nl"><script>alert(1)</script>', languages: ['en-US'] })).toBeNull();
    expect(run({ stored: 'NL', languages: ['en'] })).toBeNull();
    expect(run({ stored: 'de', languages: ['nl'] })).toBe('/nl/');
    expect(run({ languages: ['<img src=x onerror=alert(1)>'] })).toBeNull();
    expect(run({ languages: [] })).toBeNull();
  });

  it('keeps the query and hash, and survives blocked storage', () => {
    expect(run({ languages: ['nl'], search: '?utm_source=x', hash: '#prijzen' })).toBe('/nl/?utm_source=x#prijzen');
    expect(run({ languages: ['nl'], storageThrows: true })).toBe('/nl/');
  });
});
