import {
  KEPT_INTAKE_FIELDS,
  intakeAnswersOf,
  restoredHomeChoice,
  restoredIntake,
  restoredPlumberChoice,
} from '../../src/lib/forms/saved-answers';
import { defaultPlumberSelection } from '../../src/lib/calculators/plumber';
import { TRADE_IDS } from '../../src/content/trades';
import plumberCalculator from '../../content/calculators/plumber.json';
import { RESERVED_FOR_TESTS } from '../../src/lib/content-model';

/* What the tab keeps of the visitor's answers (src/lib/forms/saved-answers.ts), and what it refuses to give back. */

const typed = {
  name: 'Anna de Boer',
  email: 'anna@example.com',
  company: 'De Boer',
  industry: TRADE_IDS[0]!,
  town: 'Zwolle',
  goals: 'Meer klussen',
  style: 'modern',
  addOns: 'booking',
  portfolioPermission: true,
  privacyAgreed: true,
  honeypot: 'bot',
  locale: 'nl',
};

describe('the intake answers a tab keeps', () => {
  it('are the answers as typed and chosen, never the consent ticks, the honeypot or the language', () => {
    const kept = intakeAnswersOf(typed, 2);
    expect(kept?.step).toBe(2);
    for (const field of ['portfolioPermission', 'privacyAgreed', 'honeypot', 'locale']) expect(kept?.values).not.toHaveProperty(field);
    expect(kept?.values).toMatchObject({ name: 'Anna de Boer', industry: TRADE_IDS[0], style: 'modern', addOns: 'booking' });
    expect(KEPT_INTAKE_FIELDS).not.toContain('privacyAgreed');
  });

  it('are nothing while nothing is answered', () => {
    expect(intakeAnswersOf({ name: '', privacyAgreed: true }, 3)).toBeNull();
  });

  it('come back as they went, and without what is no longer an answer', () => {
    expect(restoredIntake(JSON.parse(JSON.stringify(intakeAnswersOf(typed, 2))), TRADE_IDS)).toEqual(intakeAnswersOf(typed, 2));
    const tampered = {
      values: { industry: RESERVED_FOR_TESTS.trade, style: 'gothic', addOns: 'booking,rocket', name: 42, goals: 'x'.repeat(5000) },
      step: 99,
    };
    expect(restoredIntake(tampered, TRADE_IDS)).toEqual({ values: { addOns: 'booking' }, step: 0 });
    expect(restoredIntake('not json', TRADE_IDS)).toBeNull();
  });
});

describe('the calculators a tab keeps', () => {
  it('drop a choice the calculator no longer offers', () => {
    const ids = { businessTypes: ['plumber'], packages: ['basic', 'premium'], features: ['booking'] };
    const first = { businessType: 'plumber', packageId: 'basic', features: [] };
    expect(
      restoredHomeChoice({ businessType: 'astronaut', packageId: 'premium', features: ['booking', 'booking', 'moon'] }, ids, first),
    ).toEqual({
      businessType: 'plumber',
      packageId: 'premium',
      features: ['booking'],
      planned: null,
    });
    // The choice taken into the intake comes back only whole: it is written again from it.
    const planned = { businessType: 'plumber', packageId: 'premium', features: ['booking'] };
    expect(restoredHomeChoice({ ...first, planned }, ids, first)?.planned).toEqual(planned);
    expect(restoredHomeChoice({ ...first, planned: { ...planned, features: ['booking', 'moon'] } }, ids, first)?.planned).toBeNull();
    const fallback = {
      selection: defaultPlumberSelection(plumberCalculator),
      info: { hasLogo: false, hasContent: false, currentWebsite: false },
    };
    const addon = plumberCalculator.addons[0]!.id;
    expect(
      restoredPlumberChoice(
        { selection: { websiteType: 'castle', speed: 'warp', businessType: '', addons: [addon, 'moon'] }, info: { hasLogo: true } },
        plumberCalculator,
        fallback,
      ),
    ).toEqual({ selection: { ...fallback.selection, addons: [addon] }, info: { ...fallback.info, hasLogo: true } });
  });
});
