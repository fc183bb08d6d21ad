import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact.schema.ts';
import { farmInputSchema } from './farm-input.schema.ts';
import { passwordResetSchema, resetFormSchema } from './auth.schema.ts';
import { userInputSchema } from './user.schema.ts';
import { validationMessages as m } from '../messages.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('user form', () => {
  it.each([
    ['', m.emailRequired],
    ['not-an-email', m.emailInvalid],
    ['a@b', m.emailInvalid],
  ])('e-mail %j → %s', (email, message) => {
    expect(firstMessage(userInputSchema.safeParse({ fullName: 'A', email }))).toBe(message);
  });
  it('lower-cases the e-mail', () => {
    expect(userInputSchema.parse({ fullName: 'A', email: 'Ada@Example.COM' }).email).toBe('ada@example.com');
  });
});

describe('sign-in flows', () => {
  it('recover: empty e-mail is "Incorrect e-mail"', () => {
    expect(firstMessage(passwordResetSchema.safeParse({ email: '' }))).toBe(m.emailEmpty);
  });
  it('reset: mismatch and empty password', () => {
    expect(firstMessage(resetFormSchema.safeParse({ password: 'long-enough', confirmation: 'other' }))).toBe(m.passwordMismatch);
    expect(firstMessage(resetFormSchema.safeParse({ password: '', confirmation: '' }))).toBe(m.passwordShort);
  });
  it('contact: name and a valid e-mail are required, the message is optional', () => {
    expect(firstMessage(contactSchema.safeParse({ name: '', email: 'a@b.co' }))).toBe(m.nameRequired);
    expect(firstMessage(contactSchema.safeParse({ name: 'Ann', email: 'nope' }))).toBe(m.emailInvalid);
    expect(contactSchema.parse({ name: 'Ann', email: 'a@b.co' }).comment).toBe('');
  });
});

describe('farm form', () => {
  const ok = { name: 'Site', country: 'Norway', stateProvince: 'Vestland', species: 'Atlantic salmon', currencyCode: 'EUR' };
  it('accepts list values', () => expect(farmInputSchema.safeParse(ok).success).toBe(true));
  it.each(['NOK', 'ISK', 'CLP', 'XCG'])('accepts the ISO 4217 currency %s (issue 21: NOK could not be recorded)', (currencyCode) => {
    expect(farmInputSchema.safeParse({ ...ok, currencyCode }).success).toBe(true);
  });
  it.each([
    [{ species: 'Goldfish' }, m.selectSpecies],
    [{ currencyCode: 'XYZ' }, m.selectCurrency],
    [{ currencyCode: 'nok' }, m.selectCurrency],
    [{ currencyCode: 'HRK' }, m.selectCurrency],
    [{ currencyCode: 'XAU' }, m.selectCurrency],
    [{ country: 'Atlantis' }, m.selectCountry],
    [{ stateProvince: 'Texas' }, m.selectProvince],
  ])('%j → %s', (patch, message) => {
    expect(firstMessage(farmInputSchema.safeParse({ ...ok, ...patch }))).toBe(message);
  });
  it('rejects latitude outside ±90', () => expect(farmInputSchema.safeParse({ ...ok, latitude: 91 }).success).toBe(false));
});
