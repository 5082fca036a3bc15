import {
  changePasswordFormSchema,
  changePasswordRequestSchema,
  findByEmailQuerySchema,
  profileImageError,
  PROFILE_MESSAGES,
  publicUserSchema,
  updateProfileRequestSchema,
} from './profile.schema';
import { USER_MESSAGES } from './user.schema';
import { firstMessage, OBJECT_ID } from '../test/parse-helpers';

describe('saving the profile', () => {
  it('when the username is missing or blank, then says it is required', () => {
    expect(firstMessage(updateProfileRequestSchema.safeParse({}))).toBe('Username is required');
    expect(firstMessage(updateProfileRequestSchema.safeParse({ username: '  ' }))).toBe(
      'Username is required',
    );
  });
  it('when the username is too short, then names the 3 to 20 rule', () => {
    expect(firstMessage(updateProfileRequestSchema.safeParse({ username: 'ab' }))).toBe(
      USER_MESSAGES.usernameLength,
    );
  });
  it('when interests come as comma-separated text, then they are split and trimmed', () => {
    const parsed = updateProfileRequestSchema.parse({ username: 'ada', interests: ' AI, ,chess ' });
    expect(parsed.interests).toEqual(['AI', 'chess']);
  });
  it('when interests come as a list, then they are trimmed too', () => {
    const parsed = updateProfileRequestSchema.parse({ username: 'ada', interests: [' AI '] });
    expect(parsed.interests).toEqual(['AI']);
  });
  it('when other fields such as password or picture are sent, then they are stripped; the email is kept for its own check', () => {
    const parsed = updateProfileRequestSchema.parse({
      username: 'ada',
      email: ' Ada@Uni.Example ',
      password: 'secret1',
      profilePicture: 'http://evil',
      hobbies: ['Go'],
    });
    expect(parsed).toEqual({ username: 'ada', email: 'ada@uni.example', hobbies: ['Go'] });
  });
  it('when the email is not an address, then it says so', () => {
    expect(
      firstMessage(updateProfileRequestSchema.safeParse({ username: 'ada', email: 'x@y' })),
    ).toBe('Please enter a valid email address');
  });
  it('when the bio is too long, then names the limit', () => {
    const bio = 'x'.repeat(501);
    expect(firstMessage(updateProfileRequestSchema.safeParse({ username: 'ada', bio }))).toBe(
      'Bio must be at most 500 characters',
    );
  });
  it('when an operator object replaces the username, then it is refused', () => {
    expect(updateProfileRequestSchema.safeParse({ username: { $ne: '' } }).success).toBe(false);
  });
});

describe('profile pictures', () => {
  it('when the image is over 5 MB, then says it must be less than 5MB', () => {
    expect(profileImageError({ size: 5 * 1024 * 1024 + 1, type: 'image/png' })).toBe(
      'Image must be less than 5MB',
    );
  });
  it('when the file is not an image, then asks for an image', () => {
    expect(profileImageError({ size: 10, type: 'application/pdf' })).toBe(
      PROFILE_MESSAGES.imageOnly,
    );
  });
  it('when a small image is chosen, then it may be uploaded', () => {
    expect(profileImageError({ size: 1000, type: 'image/jpeg' })).toBeNull();
  });
});

describe('public profiles and lookups', () => {
  it('when another user is shown, then the email is not part of it', () => {
    const parsed = publicUserSchema.parse({ _id: OBJECT_ID, username: 'ada', email: 'a@b.co' });
    expect(parsed).not.toHaveProperty('email');
  });
  it('when a friend is looked up by email, then the email is required and checked', () => {
    expect(firstMessage(findByEmailQuerySchema.safeParse({ email: '' }))).toBe('Email is required');
    expect(firstMessage(findByEmailQuerySchema.safeParse({ email: 'nope' }))).toBe(
      USER_MESSAGES.emailInvalid,
    );
    expect(findByEmailQuerySchema.safeParse({ email: { $ne: '' } }).success).toBe(false);
  });
});

describe('changing the password', () => {
  it('when the current password is missing, then asks for it', () => {
    expect(firstMessage(changePasswordRequestSchema.safeParse({ newPassword: 'secret1' }))).toBe(
      PROFILE_MESSAGES.currentPasswordRequired,
    );
  });
  it('when the new password is short, then names the 6 character minimum', () => {
    const result = changePasswordRequestSchema.safeParse({
      currentPassword: 'old',
      newPassword: '123',
    });
    expect(firstMessage(result)).toBe('Password must be at least 6 characters');
  });
  it('when the form’s two new passwords differ, then says they do not match, on the confirmation', () => {
    const result = changePasswordFormSchema.safeParse({
      currentPassword: 'old-secret',
      newPassword: 'new-secret',
      confirmNewPassword: 'new-secrte',
    });
    expect(firstMessage(result)).toBe('Passwords do not match');
    expect(result.error?.issues[0]?.path).toEqual(['confirmNewPassword']);
  });
  it('when the form is filled in right, then it passes and the request part is what the API takes', () => {
    const form = {
      currentPassword: 'old',
      newPassword: 'new-secret',
      confirmNewPassword: 'new-secret',
    };
    expect(changePasswordFormSchema.safeParse(form).success).toBe(true);
    expect(changePasswordRequestSchema.parse(form)).toEqual({
      currentPassword: 'old',
      newPassword: 'new-secret',
    });
  });
});
