import path from 'path';
import React from 'react';
import { Writable } from 'stream';
import { renderToPipeableStream } from 'react-dom/server';
import { CaseSite } from '../../src/components/case-site/CaseSite';
import { CASE_FEATURE_DISPLAY, CASE_FEATURE_KINDS } from '../../src/lib/case-site/features';
import { bookingDays, clockTime, MAX_SLOTS, startTimes } from '../../src/lib/case-site/booking';
import { clockFor, hoursOnClock, openDays, readDays, readTime, readWindow } from '../../src/lib/case-site/hours';
import { CASE_SITE_LAYOUTS } from '../../src/lib/case-site/layout';
import { monogram, nameWords, wordmarkLines } from '../../src/lib/case-site/logo';
import { caseSiteModel, type CaseSiteSource } from '../../src/lib/case-site/model';
import { PHOTO_MAX_BYTES, photoProblem } from '../../src/lib/case-site/photo';
import { casePictureBase } from '../../src/lib/case-site/pictures';
import { casePictureSvgs } from '../../src/node/case-pictures';
import { CASE_SITE_WORDS } from '../../src/lib/case-site/words';
import { STYLES } from '../../src/lib/forms/options';
import { LANGUAGES } from '../../src/lib/languages';
import { RESERVED_FOR_TESTS } from '../../src/lib/content-model';
import { sitePictureBase } from '../../src/lib/asset-paths';
import { CONTENT, readJson } from '../support/content';
import { caseSiteSource, type CaseFile } from '../support/cases';

/** A client's site's HTML as the build writes it: once every part that loads on use (sections, demos) has rendered. */
function renderComplete(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(element, { onAllReady: () => stream.pipe(sink), onError: reject });
  });
}

(globalThis as { __ICON_SPRITE__?: string }).__ICON_SPRITE__ = '/icons.svg';

/** A case of the model's shape with the names the model keeps for tests; its features and hours vary per test. */
function exampleCase(overrides: Partial<CaseSiteSource> = {}, site: Partial<CaseSiteSource['site']> = {}): CaseSiteSource {
  return {
    slug: 'example-case',
    client: 'The Example & Sons Plumbing Co.',
    trade: RESERVED_FOR_TESTS.trade,
    location: RESERVED_FOR_TESTS.town,
    phone: '+1 512 555 0134',
    style: 'modern',
    features: [
      { kind: 'emergency-form', text: 'Emergency form with photo upload' },
      { kind: 'reviews', text: 'Reviews from named neighbours' },
      { kind: 'reminders', text: 'Yearly service reminders by text' },
    ],
    site: {
      logo: 'badge',
      tagline: 'Plumbing done right',
      headline: 'A plumber at your door within the hour',
      since: 1998,
      owner: RESERVED_FOR_TESTS.person,
      about: 'Runs the crew.',
      services: [
        { name: 'Drain cleaning', line: 'Clogs cleared', price: 'from $129', minutes: 60 },
        { name: 'Water heaters', line: 'Repair and replacement', price: '', minutes: null },
        { name: 'Leak detection', line: 'Found without digging', price: null, minutes: 90 },
      ],
      hours: [
        { days: 'Mon–Fri', hours: '7:00–18:00' },
        { days: 'Sat', hours: '8am–12pm' },
      ],
      areas: ['North', 'South'],
      credentials: null,
      reviews: [{ text: 'Quick.', author: 'A Customer', town: 'North' }],
      ...site,
    },
    ...overrides,
  };
}

describe('opening hours as the client writes them', () => {
  it('reads days in English and Dutch: ranges, lists, every day, across the weekend', () => {
    expect(readDays('Mon–Fri')).toEqual([0, 1, 2, 3, 4]);
    expect(readDays('ma t/m vr')).toEqual([0, 1, 2, 3, 4]);
    expect(readDays('Sat & Sun')).toEqual([5, 6]);
    expect(readDays('di, do')).toEqual([1, 3]);
    expect(readDays('Tuesday - Saturday')).toEqual([1, 2, 3, 4, 5]);
    expect(readDays('Daily')).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(readDays('Elke dag')).toHaveLength(7);
    expect(readDays('Fri–Mon')).toEqual([0, 4, 5, 6]);
    expect(readDays('By appointment')).toEqual([]);
  });

  it('reads times in 24-hour and 12-hour forms, and around the clock', () => {
    expect(readTime('8:00')).toBe(480);
    expect(readTime('08.30')).toBe(510);
    expect(readTime('6:30 pm')).toBe(18 * 60 + 30);
    expect(readTime('12am')).toBe(0);
    expect(readWindow('9am - 5pm')).toEqual({ opens: 540, closes: 1020 });
    expect(readWindow('24 hours')).toEqual({ opens: 0, closes: 1440 });
    expect(readWindow('24 uur')).toEqual({ opens: 0, closes: 1440 });
    expect(readWindow('Closed')).toBeNull();
    expect(readWindow('18:00–8:00')).toBeNull();
  });

  it('a later line closes a day later or not at all; a line it cannot read changes nothing', () => {
    const days = openDays([
      { days: 'di–vr', hours: '9:00–18:00' },
      { days: 'do', hours: 'koopavond tot 21:00' },
      { days: 'Sat (Apr–Oct)', hours: '8:00 a.m.–2:00 p.m.' },
      { days: 'Emergencies', hours: '24 hours' },
      { days: 'vr', hours: 'op afspraak' },
    ]);
    expect(days).toEqual([
      { day: 1, window: { opens: 540, closes: 1080 } },
      { day: 2, window: { opens: 540, closes: 1080 } },
      { day: 3, window: { opens: 540, closes: 1260 } },
      { day: 4, window: { opens: 540, closes: 1080 } },
      { day: 5, window: { opens: 480, closes: 840 } },
    ]);
  });

  it('a later line decides a day it names again, and a closed day is no open day', () => {
    const days = openDays([
      { days: 'Daily', hours: '9:00–17:00' },
      { days: 'Sun', hours: 'Closed' },
    ]);
    expect(days.map((entry) => entry.day)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe('the booking demo', () => {
  it('offers start times at which the service ends by closing, a step of its length rounded to half hours', () => {
    expect(startTimes({ opens: 9 * 60, closes: 12 * 60 }, 45)).toEqual(['9:00', '10:00', '11:00']);
    expect(startTimes({ opens: 9 * 60, closes: 10 * 60 }, 90)).toEqual([]);
    expect(clockTime(14 * 60 + 30)).toBe('14:30');
  });

  it("writes times on the market's clock: 12-hour with AM/PM in North America and Australia, 24-hour elsewhere", () => {
    expect([0, 9 * 60, 12 * 60, 14 * 60 + 30].map((minutes) => clockTime(minutes, '12h'))).toEqual([
      '12:00 AM',
      '9:00 AM',
      '12:00 PM',
      '2:30 PM',
    ]);
    expect(startTimes({ opens: 13 * 60, closes: 15 * 60 }, 60, '12h')).toEqual(['1:00 PM', '2:00 PM']);
    expect(['+1 604 555 0182', '+61 2 5550 1234', '+44 161 496 0123', '+31 30 204 5170'].map(clockFor)).toEqual([
      '12h',
      '12h',
      '24h',
      '24h',
    ]);
  });

  it("writes the hours section on the market's clock, and keeps what is no plain window in the client's words", () => {
    expect(hoursOnClock('8:00–18:00', '12h')).toBe('8:00 AM–6:00 PM');
    expect(hoursOnClock('10:00 a.m.–8:00 p.m.', '12h')).toBe('10:00 AM–8:00 PM');
    expect(hoursOnClock('24 hours, 7 days a week', '12h')).toBe('24 hours, 7 days a week');
    expect(hoursOnClock('Closed', '12h')).toBe('Closed');
    expect(hoursOnClock('8:00–17:30', '24h')).toBe('8:00–17:30');
  });

  it('never offers more than a screenful, and books a 24-hour business in the daytime', () => {
    const times = startTimes({ opens: 0, closes: 24 * 60 }, 30);
    expect(times).toHaveLength(MAX_SLOTS);
    expect(times[0]).toBe('8:00');
  });

  it('lists only the days on which the service fits', () => {
    const days = bookingDays(
      [
        { days: 'Mon–Fri', hours: '9:00–17:00' },
        { days: 'Sat', hours: '9:00–10:00' },
      ],
      120,
    );
    expect(days.map((day) => day.day)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('the photo the demo forms take', () => {
  it('refuses what is not a photo and a photo over the limit', () => {
    expect(photoProblem({ type: 'image/jpeg', size: 2_000_000 })).toBeNull();
    expect(photoProblem({ type: 'IMAGE/HEIC', size: 1 })).toBeNull();
    expect(photoProblem({ type: 'application/pdf', size: 1000 })).toBe('type');
    expect(photoProblem({ type: '', size: 1000 })).toBe('type');
    expect(photoProblem({ type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toBe('size');
  });
});

describe('the logo drawn from the name', () => {
  it("takes the name's significant words, not the words every business has", () => {
    expect(nameWords('The Example & Sons Plumbing Co.')).toEqual(['Example', 'Sons', 'Plumbing']);
    expect(monogram('Lone Star Plumbing Co.')).toBe('LS');
    expect(monogram('Kapsalon')).toBe('K');
    expect(monogram('Dakdekkersbedrijf van der Berg')).toBe('DB');
    expect(wordmarkLines('Lone Star Plumbing')).toEqual(['Lone', 'Star Plumbing']);
  });
});

describe('the layouts of the styles', () => {
  it('differ in every style: no two share a hero, and their section orders differ', () => {
    const heroes = STYLES.map((style) => CASE_SITE_LAYOUTS[style].hero);
    expect(new Set(heroes).size).toBe(STYLES.length);
    const orders = STYLES.map((style) => CASE_SITE_LAYOUTS[style].order.join());
    expect(new Set(orders).size).toBe(STYLES.length);
  });

  it('each has every section once, and the contact last', () => {
    const sections = [...CASE_SITE_LAYOUTS.modern.order].sort();
    for (const style of STYLES) {
      expect([...CASE_SITE_LAYOUTS[style].order].sort()).toEqual(sections);
      expect(CASE_SITE_LAYOUTS[style].order.at(-1)).toBe('contact');
    }
  });
});

describe("a client's site from its case", () => {
  const call = CASE_SITE_WORDS.en.call;

  it('has the sections its features and content give it, in its style’s order', () => {
    const model = caseSiteModel(exampleCase(), 'en', call);
    expect(model.sections).toEqual(['request', 'services', 'prices', 'reviews', 'about', 'area', 'hours', 'panels', 'contact']);
    expect(model.requests).toEqual([{ kind: 'emergency-form', text: 'Emergency form with photo upload' }]);
    expect(model.panels.map((panel) => panel.kind)).toEqual(['reminders']);
    expect(model.features.reviews).toBe('Reviews from named neighbours');
  });

  it('prices only the services the case prices; an empty price is none', () => {
    const model = caseSiteModel(exampleCase(), 'en', call);
    expect(model.prices.map((service) => service.name)).toEqual(['Drain cleaning']);
  });

  it('dials the case’s number and prints it as its market does', () => {
    expect(caseSiteModel(exampleCase(), 'en', call).phone).toEqual({ display: '(512) 555-0134', href: 'tel:+15125550134' });
    const dutch = caseSiteModel(exampleCase({ phone: '+31 30 204 5170' }), 'nl', CASE_SITE_WORDS.nl.call);
    expect(dutch.phone).toEqual({ display: '030 204 5170', href: 'tel:+31302045170' });
    expect(dutch.callLabel).toBe('Bel 030 204 5170');
  });

  it('books the services that have a length, on the days they fit', () => {
    const model = caseSiteModel(exampleCase({ features: [{ kind: 'booking', text: 'Book online' }] }), 'en', call);
    expect(model.sections).toContain('booking');
    expect(model.booking.map((option) => option.service)).toEqual(['Drain cleaning', 'Leak detection']);
    expect(model.booking[0]!.days.map((day) => day.day)).toEqual([0, 1, 2, 3, 4, 5]);
    // Saturday's 8:00–12:00 fits 90 minutes twice, a step of 90 minutes apart.
    expect(model.booking[1]!.days.at(-1)).toEqual({ day: 5, times: ['8:00 AM', '9:30 AM'] });
  });

  it('leaves out a booking it cannot read hours for, rather than invent them', () => {
    const model = caseSiteModel(
      exampleCase({ features: [{ kind: 'booking', text: 'Book online' }] }, { hours: [{ days: 'By appointment', hours: 'Call us' }] }),
      'en',
      call,
    );
    expect(model.sections).not.toContain('booking');
  });

  it("shows the banner's own message, or the feature's line when the editor wrote none, and no banner without the feature", () => {
    const features = [{ kind: 'banner', text: 'Storm banner' }];
    const message = 'Storm damage? We repair roofs in Austin this week.';
    expect(caseSiteModel(exampleCase({ features }, { banner: message }), 'en', call).banner).toBe(message);
    expect(caseSiteModel(exampleCase({ features }, { banner: ' ' }), 'en', call).banner).toBe('Storm banner');
    expect(caseSiteModel(exampleCase({}, { banner: message }), 'en', call).banner).toBeNull();
  });

  it('draws pictures only for the gallery and the before-and-after it names', () => {
    const model = caseSiteModel(
      exampleCase({
        features: [
          { kind: 'gallery', text: 'Gallery' },
          { kind: 'before-after', text: 'Before and after' },
        ],
      }),
      'en',
      call,
    );
    expect(model.gallery[0]).toBe(casePictureBase('example-case', 'gallery-1'));
    expect(model.beforeAfter).toEqual({
      before: casePictureBase('example-case', 'before'),
      after: casePictureBase('example-case', 'after'),
    });
    expect(caseSiteModel(exampleCase(), 'en', call).beforeAfter).toBeNull();
  });

  it('shows credentials when the case lists them or names the feature', () => {
    expect(caseSiteModel(exampleCase(), 'en', call).sections).not.toContain('credentials');
    expect(caseSiteModel(exampleCase({}, { credentials: ['License M-12345'] }), 'en', call).sections).toContain('credentials');
  });

  it.each(STYLES.map((style) => [style] as const))('in %s, shows every kind of feature a case can name, in its words', async (style) => {
    const features = CASE_FEATURE_KINDS.map((kind) => ({ kind, text: `The ${kind} feature` }));
    const model = caseSiteModel(exampleCase({ style, features }, { credentials: ['License M-12345'] }), 'en', call);
    const markup = await renderComplete(React.createElement(CaseSite, { model, words: CASE_SITE_WORDS.en, picture: '/picture' }));
    for (const kind of CASE_FEATURE_KINDS) {
      expect(markup).toContain(`data-feature="${kind}"`);
      expect(markup).toContain(`The ${kind} feature`);
    }
    expect(markup).toContain(`data-hero="${CASE_SITE_LAYOUTS[style].hero}"`);
    expect(markup).toContain('href="tel:+15125550134"');
  });

  it('refuses a style it has no look for', () => {
    expect(() => caseSiteModel(exampleCase({ style: 'baroque' }), 'en', call)).toThrow(/baroque/);
  });
});

describe("the client sites' words", () => {
  it('exist in every language', () => {
    for (const language of LANGUAGES) expect(Object.keys(CASE_SITE_WORDS[language]).sort()).toEqual(Object.keys(CASE_SITE_WORDS.en).sort());
  });
});

describe("each case's own site (content/portfolio/cases.json)", () => {
  const cases = readJson<CaseFile[]>(path.join(CONTENT, 'portfolio', 'cases.json'));

  it.each(cases.map((item) => [item.slug, item] as const))('%s: shows its content and every feature it names', async (_, item) => {
    const words = CASE_SITE_WORDS[item.market];
    const model = caseSiteModel(caseSiteSource(item), item.market, words.call);
    const markup = await renderComplete(
      React.createElement(CaseSite, { model, words, picture: sitePictureBase(item.trade, model.theme.style) }),
    );
    const text = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
    // At least five sections of its own beside the contact: about, services, area, hours, reviews.
    for (const section of ['about', 'services', 'area', 'hours', 'reviews', 'contact'])
      expect(markup).toContain(`data-section="${section}"`);
    expect(markup).toContain(`data-logo="${item.site.logo}"`);
    expect(markup).toContain(`href="${model.phone.href}"`);
    for (const value of [item.client, item.location, item.site.owner, ...item.site.reviews.map((review) => review.author)])
      expect(markup).toContain(text(value));
    for (const service of item.site.services) expect(markup).toContain(text(service.line));
    for (const feature of item.features) {
      expect(markup).toContain(`data-feature="${feature.kind}"`);
      const shown = feature.kind === 'banner' ? model.banner! : feature.text[item.market]!;
      if (CASE_FEATURE_DISPLAY[feature.kind] !== 'section') expect(markup).toContain(text(shown));
    }
    if (item.site.services.some((service) => service.price)) expect(markup).toContain('data-section="prices"');
    // Booking times on the market's clock: AM/PM only where the phone's country reads a 12-hour clock.
    const times = model.booking.flatMap((option) => option.days.flatMap((day) => day.times));
    for (const time of times) expect(/ [AP]M$/.test(time)).toBe(clockFor(item.phone) === '12h');
  });

  it('no two cases look alike: each pair differs in style or logo', () => {
    const looks = cases.map((item) => `${item.style}/${item.site.logo}`);
    expect(new Set(looks).size).toBe(looks.length);
  });
});

describe("the pictures of a client's site", () => {
  const input = { slug: 'example-case', motif: 'pipes', palette: 'azure', style: 'modern' } as const;

  it('draws only what the case names: three gallery shots, a before and an after', () => {
    expect(casePictureSvgs({ ...input, kinds: ['reviews'] })).toEqual([]);
    const pictures = casePictureSvgs({ ...input, kinds: ['gallery', 'before-after'] });
    expect(pictures.map((picture) => picture.base)).toEqual([
      casePictureBase('example-case', 'gallery-1'),
      casePictureBase('example-case', 'gallery-2'),
      casePictureBase('example-case', 'gallery-3'),
      casePictureBase('example-case', 'before'),
      casePictureBase('example-case', 'after'),
    ]);
    // Every picture its own: no two shots alike, and the before worn where the after is not.
    expect(new Set(pictures.map((picture) => picture.svg)).size).toBe(pictures.length);
    expect(pictures[3]!.svg).toContain('filter="url(#aged)"');
    expect(pictures[4]!.svg).not.toContain('aged');
  });
});
