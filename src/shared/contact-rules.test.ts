import { EMAIL_ADDRESS, EMAIL_PATTERN } from './contact-rules';

describe('the e-mail rule', () => {
  it.each([
    'erika@example.com',
    'Erika.Mustermann@example.de',
    "o'brien+site@mail.example.co.uk",
    'first_last-1@sub-domain.example.org',
  ])('takes %j', (address) => {
    expect(EMAIL_ADDRESS.test(address)).toBe(true);
  });

  it.each([
    'erika',
    'erika@localhost',
    'erika@example.c',
    '@example.com',
    'erika@@example.com',
    'erika.@example.com',
    'eri..ka@example.com',
    'erika@-example.com',
    'erika@exa mple.com',
    'jürgen@example.de',
    'erika@example.com\nBcc: victim@example.com',
  ])('refuses %j', (address) => {
    expect(EMAIL_ADDRESS.test(address)).toBe(false);
  });

  it('compiles as browsers compile a pattern attribute (the v flag)', () => {
    expect(() => new RegExp(`^(?:${EMAIL_PATTERN})$`, 'v')).not.toThrow();
    expect(new RegExp(`^(?:${EMAIL_PATTERN})$`, 'v').test('erika@example.com')).toBe(true);
  });
});
