import { valuesTypedBefore } from '../../src/lib/forms/typed-values';

const initial = { name: '', email: '', industry: '', style: '', portfolioPermission: false, privacyAgreed: false, locale: 'en' };

function formData(entries: Array<[string, string]>): Array<[string, string]> {
  return entries;
}

describe('values typed before the form script ran', () => {
  it('takes text, a chosen option, a picked radio and ticked boxes from the page', () => {
    const typed = valuesTypedBefore(
      initial,
      formData([
        ['locale', 'en'],
        ['name', 'Early Bird'],
        ['email', 'early@example.com'],
        ['industry', 'dak'],
        ['style', 'modern'],
        ['privacyAgreed', 'on'],
      ]),
    );
    expect(typed).toEqual({ name: 'Early Bird', email: 'early@example.com', industry: 'dak', style: 'modern', privacyAgreed: true });
  });

  it('returns nothing when nothing was typed, so the form state is left alone', () => {
    expect(
      valuesTypedBefore(
        initial,
        formData([
          ['locale', 'en'],
          ['name', ''],
          ['email', ''],
        ]),
      ),
    ).toEqual({});
  });

  it('notices a box unticked that started ticked, and ignores fields the form does not have', () => {
    expect(valuesTypedBefore({ ...initial, portfolioPermission: true }, formData([['unknown', 'x']]))).toEqual({
      portfolioPermission: false,
    });
  });

  it('keeps the first value of a repeated name', () => {
    expect(
      valuesTypedBefore(
        initial,
        formData([
          ['name', 'First'],
          ['name', 'Second'],
        ]),
      ),
    ).toEqual({ name: 'First' });
  });
});
