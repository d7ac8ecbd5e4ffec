import { ValidationError } from 'yup';
import { contactSchema, fieldErrors, intakeSchema, newsletterSchema, quoteSchema } from '../../src/lib/forms/schemas';
import type { Translate } from '../../src/lib/i18n';
import { serverTranslator } from '../../src/server/translations';
import { TRADE_IDS } from '../../src/content/trades';
import { RESERVED_FOR_TESTS } from '../../src/lib/content-model';

let nl: Translate;
let en: Translate;
beforeAll(async () => {
  [nl, en] = await Promise.all([serverTranslator('nl'), serverTranslator('en')]);
});

/** The field errors a schema gives for a body, as { field: message }. */
async function errorsOf(
  schema:
    | ReturnType<typeof intakeSchema>
    | ReturnType<typeof contactSchema>
    | ReturnType<typeof quoteSchema>
    | ReturnType<typeof newsletterSchema>,
  body: unknown,
) {
  try {
    await schema.validate(body, { abortEarly: false, stripUnknown: true });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return fieldErrors(error);
  }
}

const goodIntake = {
  name: 'Anna de Boer',
  email: 'anna@deboer-loodgieters.nl',
  company: 'De Boer Loodgieters',
  industry: 'loodgieter',
  goals: 'Meer spoedklussen in Utrecht',
  style: 'modern',
  existingWebsite: 'no',
  portfolioPermission: false,
  privacyAgreed: true,
  honeypot: '',
  locale: 'nl',
};

/** A good quote request; its trade (`businessType`) is what the trade tests vary. */
const goodQuote = {
  name: 'Carlos Rivera',
  email: 'carlos@riveraplumbing.com',
  phone: '+1 (512) 555-0142',
  business: 'Rivera Plumbing',
  businessType: 'plumber',
  website: '',
  message: 'We need a site with emergency booking for Austin.',
  privacyAgreed: true,
  locale: 'en',
};

describe('intake schema', () => {
  it('accepts a complete submission and trims, dropping unknown fields', async () => {
    const value = await intakeSchema(nl, TRADE_IDS).validate({ ...goodIntake, name: '  Anna  ', admin: true }, { stripUnknown: true });
    expect(value.name).toBe('Anna');
    expect(value).not.toHaveProperty('admin');
  });

  it('accepts only the required fields', async () => {
    expect(
      await errorsOf(intakeSchema(nl, TRADE_IDS), { name: 'Jo', email: 'jo@x.nl', industry: 'dak', privacyAgreed: true, locale: 'en' }),
    ).toEqual({});
  });

  it('takes an optional phone number, and refuses one that is not a number', async () => {
    expect(await errorsOf(intakeSchema(nl, TRADE_IDS), { ...goodIntake, phone: '+31 (0)6 1234-5678' })).toEqual({});
    expect(await errorsOf(intakeSchema(nl, TRADE_IDS), { ...goodIntake, phone: '' })).toEqual({});
    expect(await errorsOf(intakeSchema(nl, TRADE_IDS), { ...goodIntake, phone: 'bel me' })).toEqual({
      phone: 'Vul een geldig telefoonnummer in',
    });
    // As Americans write it, area code in brackets.
    expect(await errorsOf(intakeSchema(nl, TRADE_IDS), { ...goodIntake, phone: '(253) 555-0199' })).toEqual({});
    expect(await errorsOf(intakeSchema(nl, TRADE_IDS), { ...goodIntake, phone: '(253) bel' })).toEqual({
      phone: 'Vul een geldig telefoonnummer in',
    });
  });

  it("takes the town the sketch names and the calculator's add-ons it draws, and nothing else as add-ons", async () => {
    expect(await errorsOf(intakeSchema(nl, TRADE_IDS), { ...goodIntake, town: 'Zwolle', addOns: 'booking,ecommerce' })).toEqual({});
    expect(await errorsOf(intakeSchema(nl, TRADE_IDS), { ...goodIntake, addOns: 'booking,<script>' })).toEqual({
      addOns: expect.any(String),
    });
    expect(await errorsOf(intakeSchema(nl, TRADE_IDS), { ...goodIntake, town: 'x'.repeat(81) })).toEqual({ town: expect.any(String) });
  });

  it("gives the spec's Dutch messages on Dutch pages", async () => {
    expect(
      await errorsOf(intakeSchema(nl, TRADE_IDS), { ...goodIntake, name: 'A', email: 'geen-mail', industry: '', privacyAgreed: false }),
    ).toEqual({
      name: 'Naam moet minimaal 2 karakters bevatten',
      email: 'Ongeldig e-mailadres',
      industry: 'Kies je vakgebied',
      privacyAgreed: 'Je moet akkoord gaan met de privacyverklaring',
    });
  });

  it('gives English messages on English pages', async () => {
    const errors = await errorsOf(intakeSchema(en, TRADE_IDS), { ...goodIntake, name: '', email: '' });
    expect(errors).toEqual({ name: 'Name is required', email: 'Email is required' });
  });

  it('rejects unknown options, other locales, wrong types and huge strings', async () => {
    const errors = await errorsOf(intakeSchema(en, TRADE_IDS), {
      ...goodIntake,
      industry: 'hacker',
      style: 'brutalist',
      existingWebsite: 'maybe',
      locale: 'de',
      privacyAgreed: 'true',
      portfolioPermission: 'yes',
      goals: 'x'.repeat(2001),
    });
    expect(Object.keys(errors).sort()).toEqual([
      'existingWebsite',
      'goals',
      'industry',
      'locale',
      'portfolioPermission',
      'privacyAgreed',
      'style',
    ]);
    expect(await errorsOf(intakeSchema(en, TRADE_IDS), { ...goodIntake, name: { first: 'x' } })).toHaveProperty('name');
  });

  it('refuses a number, a boolean or an object where text belongs, naming the field, instead of storing it as text', async () => {
    expect(
      await errorsOf(intakeSchema(en, TRADE_IDS), { ...goodIntake, name: 1e308, company: true, goals: ['a'], town: { x: 1 } }),
    ).toEqual({
      name: 'Please enter this as text',
      company: 'Please enter this as text',
      goals: 'Please enter this as text',
      town: 'Please enter this as text',
    });
    const contact = { name: 'Ben', email: 'ben@example.com', locale: 'nl' };
    expect(await errorsOf(contactSchema(nl), { ...contact, message: 12345678901 })).toEqual({ message: 'Vul dit in als tekst' });
    expect(await errorsOf(newsletterSchema(en), { email: 'a@b.co', honeypot: 0, locale: 'en' })).toEqual({
      honeypot: 'Please enter this as text',
    });
    // Absent optional text is still fine.
    expect(
      await errorsOf(intakeSchema(en, TRADE_IDS), { name: 'Jo', email: 'jo@x.nl', industry: 'dak', privacyAgreed: true, locale: 'en' }),
    ).toEqual({});
  });
});

describe('contact schema', () => {
  it('requires a message of at least 10 characters', async () => {
    const good = { name: 'Ben', email: 'ben@example.com', message: 'Can you call me back?', locale: 'en' };
    expect(await errorsOf(contactSchema(en), good)).toEqual({});
    expect(await errorsOf(contactSchema(nl), { ...good, message: 'Te kort' })).toEqual({
      message: 'Schrijf minimaal 10 tekens in je bericht',
    });
    expect(await errorsOf(contactSchema(en), { ...good, message: '          ' })).toEqual({ message: 'Please write a short message' });
  });
});

describe('quote schema', () => {
  const good = goodQuote;

  it('accepts a good request, with an optional calculator selection', async () => {
    expect(await errorsOf(quoteSchema(en, TRADE_IDS), good)).toEqual({});
    expect(await errorsOf(quoteSchema(en, TRADE_IDS), { ...good, selection: 'Premium, booking, express' })).toEqual({});
  });

  it("gives the spec's English messages", async () => {
    expect(await errorsOf(quoteSchema(en, TRADE_IDS), { locale: 'en', privacyAgreed: true })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      business: 'Business name is required',
      businessType: 'Please select your business type',
      message: 'Please tell us about your project',
    });
    expect(
      await errorsOf(quoteSchema(en, TRADE_IDS), { ...good, name: 'C', email: 'carlos@', phone: 'call me', message: 'short' }),
    ).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      message: 'Please tell us a little more about your project: at least 10 characters',
    });
  });

  it('refuses a business type that is no trade, "other" or one of the spec\'s', async () => {
    expect(await errorsOf(quoteSchema(en, TRADE_IDS), { ...good, businessType: 'astronaut' })).toEqual({
      businessType: 'Please select your business type',
    });
  });
});

describe('the trade fields', () => {
  it('accept a trade once it is in the list of trades, and refuse it before', async () => {
    const { trade: newTrade } = RESERVED_FOR_TESTS;
    expect(TRADE_IDS).not.toContain(newTrade);
    expect(await errorsOf(intakeSchema(en, TRADE_IDS), { ...goodIntake, industry: newTrade })).toEqual({
      industry: 'Please choose your trade',
    });
    expect(await errorsOf(quoteSchema(en, TRADE_IDS), { ...goodQuote, businessType: newTrade })).toEqual({
      businessType: 'Please select your business type',
    });
    const withNewTrade = [...TRADE_IDS, newTrade];
    expect(await errorsOf(intakeSchema(en, withNewTrade), { ...goodIntake, industry: newTrade })).toEqual({});
    expect(await errorsOf(quoteSchema(en, withNewTrade), { ...goodQuote, businessType: newTrade })).toEqual({});
  });

  it('accept every listed trade and "other" in both forms', async () => {
    for (const trade of [...TRADE_IDS, 'other']) {
      expect(await errorsOf(intakeSchema(nl, TRADE_IDS), { ...goodIntake, industry: trade })).toEqual({});
      expect(await errorsOf(quoteSchema(en, TRADE_IDS), { ...goodQuote, businessType: trade })).toEqual({});
    }
  });

  it("keep accepting the spec's own ids (DESIGN.md: aliases), each in its own field only", async () => {
    for (const group of ['loodgieter', 'installatie', 'bouw', 'anders'])
      expect(await errorsOf(intakeSchema(nl, TRADE_IDS), { ...goodIntake, industry: group })).toEqual({});
    for (const type of ['landscaping', 'automotive', 'beauty'])
      expect(await errorsOf(quoteSchema(en, TRADE_IDS), { ...goodQuote, businessType: type })).toEqual({});
    expect(await errorsOf(intakeSchema(en, TRADE_IDS), { ...goodIntake, industry: 'automotive' })).toHaveProperty('industry');
    expect(await errorsOf(quoteSchema(en, TRADE_IDS), { ...goodQuote, businessType: 'installatie' })).toHaveProperty('businessType');
  });
});

describe('newsletter schema', () => {
  it('needs a valid e-mail address and nothing else', async () => {
    expect(await errorsOf(newsletterSchema(en), { email: 'tips@example.com', locale: 'en' })).toEqual({});
    expect(await errorsOf(newsletterSchema(nl), { email: 'tips@', locale: 'nl' })).toEqual({ email: 'Ongeldig e-mailadres' });
    expect(await errorsOf(newsletterSchema(en), { email: `${'a'.repeat(250)}@example.com`, locale: 'en' })).toHaveProperty('email');
  });
});
