import { USER_MESSAGES } from '../users/user.schema';
import { loginRequestSchema, registerRequestSchema, registerStep1Schema } from './auth.schema';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

const step1 = {
  username: 'ada',
  email: 'ada@uni.edu',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('registration step 1', () => {
  it('when a required field is empty, then asks for all required fields', () => {
    expect(firstMessage(registerStep1Schema.safeParse({ ...step1, email: '' }))).toBe(
      USER_MESSAGES.requiredFields,
    );
  });
  it('when the passwords differ, then says they do not match before checking lengths', () => {
    const result = registerStep1Schema.safeParse({
      ...step1,
      username: 'ab',
      confirmPassword: 'other',
    });
    expect(firstMessage(result)).toBe('Passwords do not match');
  });
  it('when the username is too short or long, then names the 3 to 20 rule', () => {
    expect(firstMessage(registerStep1Schema.safeParse({ ...step1, username: 'ab' }))).toBe(
      'Username must be between 3 and 20 characters',
    );
    expect(
      firstMessage(registerStep1Schema.safeParse({ ...step1, username: 'a'.repeat(21) })),
    ).toBe('Username must be between 3 and 20 characters');
  });
  it('when the password is short, then names the 6 character minimum', () => {
    const result = registerStep1Schema.safeParse({
      ...step1,
      password: '12345',
      confirmPassword: '12345',
    });
    expect(firstMessage(result)).toBe('Password must be at least 6 characters');
  });
  it('when the graduation year is outside 2020 to 2030, then refuses it', () => {
    expect(registerStep1Schema.safeParse({ ...step1, graduationYear: '2031' }).success).toBe(false);
    expect(registerStep1Schema.safeParse({ ...step1, graduationYear: '2026' }).success).toBe(true);
  });
});

describe('register request', () => {
  it('when interest lists have blanks and duplicates, then they are trimmed and de-duplicated', () => {
    const parsed = registerRequestSchema.parse({
      ...step1,
      hobbies: [' Chess ', 'chess', '', 'Go'],
    });
    expect(parsed.hobbies).toEqual(['Chess', 'Go']);
    expect(parsed.sports).toEqual([]);
  });
  it('when the email is not of email form, then refuses it', () => {
    expect(firstMessage(registerRequestSchema.safeParse({ ...step1, email: 'nope' }))).toBe(
      USER_MESSAGES.emailInvalid,
    );
  });
  it('when the password is longer than 72 bytes, then refuses it rather than truncating', () => {
    expect(
      firstMessage(registerRequestSchema.safeParse({ ...step1, password: 'é'.repeat(37) })),
    ).toBe(USER_MESSAGES.passwordTooLong);
  });
  it('when the graduation year is a numeric string, then it becomes an integer', () => {
    expect(registerRequestSchema.parse({ ...step1, graduationYear: '2027' }).graduationYear).toBe(
      2027,
    );
  });
});

describe('login request', () => {
  it('when email or password is missing, then the message names the missing field', () => {
    expect(firstMessage(loginRequestSchema.safeParse({ password: 'x' }))).toBe('Email is required');
    expect(firstMessage(loginRequestSchema.safeParse({ email: 'a@b.co', password: '' }))).toBe(
      'Password is required',
    );
  });
  it('when an operator object is sent instead of text, then refuses it', () => {
    expect(loginRequestSchema.safeParse({ email: { $gt: '' }, password: 'x' }).success).toBe(false);
  });
});
