import { API_MESSAGES } from './messages';

describe('error catalogue', () => {
  it('when the email or the password is wrong, then the API says the same thing for both', () => {
    expect(API_MESSAGES.invalidCredentials).toBe('Invalid email or password');
  });
  it('when a path is unknown, then the API answers Route not found', () => {
    expect(API_MESSAGES.routeNotFound).toBe('Route not found');
  });
});
