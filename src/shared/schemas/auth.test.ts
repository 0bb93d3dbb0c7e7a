import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../messages';
import { loginInput, normalizePhone, parseContact, signupFormSchema, signupInput } from './auth';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('contacts', () => {
  it('normalises Indian mobile numbers to +91 and 10 digits, and refuses anything else', () => {
    for (const typed of ['9820014500', '+919820014500', '+91 98200 14500', '98200-14500', '0091 9820014500']) {
      expect(normalizePhone(typed), typed).toBe('+919820014500');
    }
    for (const typed of ['982001450', '98200145001', '5820014500', '+449820014500', 'abcdefghij', '']) {
      expect(normalizePhone(typed), typed).toBeUndefined();
    }
  });

  it('tells an email from a phone in one box', () => {
    expect(parseContact(' Asha@Example.IN ')).toEqual({ channel: 'email', value: 'asha@example.in' });
    expect(parseContact('98200 14500')).toEqual({ channel: 'sms', value: '+919820014500' });
    expect(parseContact('asha@')).toBeUndefined();
    expect(parseContact('12345')).toBeUndefined();
  });
});

describe('sign-up', () => {
  const fields = { fullname: 'Asha Patil', phone: '9820014500', email: 'asha@example.in', password: 'kesar-pista-42' };

  it('asks for every field with the specification message, then checks each one', () => {
    expect(firstMessage(signupInput.safeParse({}))).toBe(AUTH_MESSAGES.signupFieldsRequired);
    expect(firstMessage(signupInput.safeParse({ ...fields, phone: '  ' }))).toBe(AUTH_MESSAGES.signupFieldsRequired);
    expect(firstMessage(signupInput.safeParse({ ...fields, phone: '12' }))).toBe(AUTH_MESSAGES.invalidPhone);
    expect(firstMessage(signupInput.safeParse({ ...fields, email: 'asha' }))).toBe(AUTH_MESSAGES.invalidEmail);
    expect(firstMessage(signupInput.safeParse({ ...fields, password: '1234567' }))).toBe(
      AUTH_MESSAGES.passwordTooShort,
    );
    expect(signupInput.parse({ ...fields, email: 'ASHA@example.in' })).toEqual({
      ...fields,
      phone: '+919820014500',
      email: 'asha@example.in',
    });
  });

  it('the form also wants the password twice, the same', () => {
    expect(firstMessage(signupFormSchema.safeParse(fields))).toBe(AUTH_MESSAGES.signupFieldsRequired);
    expect(firstMessage(signupFormSchema.safeParse({ ...fields, confirmPassword: 'kesar-pista-43' }))).toBe(
      AUTH_MESSAGES.passwordsDoNotMatch,
    );
    expect(signupFormSchema.safeParse({ ...fields, confirmPassword: fields.password }).success).toBe(true);
  });
});

describe('login', () => {
  it('reads credentials or a token', () => {
    expect(loginInput.parse({ phoneEmail: '9820014500', password: 'x' })).toEqual({
      kind: 'credentials',
      contact: { channel: 'sms', value: '+919820014500' },
      password: 'x',
    });
    const token = 'a'.repeat(43);
    expect(loginInput.parse({ token })).toEqual({ kind: 'token', token });
  });

  it('says which field is wrong', () => {
    expect(firstMessage(loginInput.safeParse({}))).toBe(AUTH_MESSAGES.loginFieldsRequired);
    expect(firstMessage(loginInput.safeParse({ phoneEmail: 'asha@example.in' }))).toBe(
      AUTH_MESSAGES.loginFieldsRequired,
    );
    expect(firstMessage(loginInput.safeParse({ phoneEmail: 'nobody', password: 'x' }))).toBe(
      AUTH_MESSAGES.invalidPhoneEmail,
    );
    expect(firstMessage(loginInput.safeParse({ token: 'bad token' }))).toBe(AUTH_MESSAGES.sessionExpired);
  });
});
