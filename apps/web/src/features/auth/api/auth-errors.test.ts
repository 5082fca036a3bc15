import { ApiRequestError } from '@/lib/api-client';
import { loginErrorMessage, registerErrorMessage } from './auth-errors';

const refused = (status: number, message: string, code: ApiRequestError['code']) =>
  new ApiRequestError('x', 'http', status, message, code);

describe('login error messages', () => {
  it('when the server refuses the credentials or the input, then one clear message', () => {
    expect(
      loginErrorMessage(refused(401, 'Invalid email or password', 'INVALID_CREDENTIALS')),
    ).toBe('Invalid email or password. Please try again.');
    expect(loginErrorMessage(refused(400, 'Email is required', 'VALIDATION'))).toBe(
      'Invalid email or password. Please try again.',
    );
  });

  it('when the message mentions credentials but the code is another, then the code decides', () => {
    expect(
      loginErrorMessage(refused(429, 'Too many requests, please try again later.', 'RATE_LIMITED')),
    ).toBe('Too many requests, please try again later.');
  });

  it('when the server cannot be reached, then it says the server may be waking up', () => {
    expect(loginErrorMessage(new ApiRequestError('x', 'timeout'))).toMatch(/spinning it up/);
  });

  it('when the browser is offline, then it says to check the connection', () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValueOnce(false);
    expect(loginErrorMessage(new ApiRequestError('x', 'network'))).toBe(
      'Network error. Please check your internet connection.',
    );
  });

  it('when the server fails otherwise, then its message or the generic one', () => {
    expect(
      loginErrorMessage(new ApiRequestError('Server error. Please try again later.', 'http', 503)),
    ).toBe('Failed to log in. Please try again later.');
  });
});

describe('registration error messages', () => {
  it('when the email or username is taken, then the friendly versions, by code', () => {
    expect(
      registerErrorMessage(refused(400, 'User already exists with this email', 'EMAIL_TAKEN'))
        .message,
    ).toBe('This email is already registered. Please use another email or try logging in.');
    expect(
      registerErrorMessage(refused(400, 'Username is already taken', 'USERNAME_TAKEN')).message,
    ).toBe('This username is already taken. Please choose another username.');
  });

  it('when the server refuses a field, then its message is shown as is', () => {
    expect(
      registerErrorMessage(refused(400, 'Password must be at least 6 characters', 'VALIDATION'))
        .message,
    ).toBe('Password must be at least 6 characters');
    expect(
      registerErrorMessage(refused(400, 'Please enter a valid email address', 'VALIDATION'))
        .message,
    ).toBe('Please enter a valid email address');
  });

  it('when the server refuses for another reason, then "Server Error:" and no hints', () => {
    const result = registerErrorMessage(refused(400, 'Invalid request body', 'BAD_REQUEST'));
    expect(result.message).toBe('Server Error: Invalid request body');
    expect(result.hints).toBeUndefined();
  });

  it('when the registration response has no token, then "Invalid response from server"', () => {
    expect(
      registerErrorMessage(new ApiRequestError('Invalid response from server', 'invalid-response'))
        .message,
    ).toBe('Invalid response from server');
  });

  it('when the server fails during registration, then "Server Error:" with hints', () => {
    const result = registerErrorMessage(refused(500, 'Server error', 'SERVER_ERROR'));
    expect(result.message).toBe('Server Error: Server error');
    expect(result.hints?.length).toBe(3);
  });

  it('when there is no response, then the network message', () => {
    expect(registerErrorMessage(new ApiRequestError('x', 'network')).message).toBe(
      'Network error. Please check your internet connection.',
    );
  });
});
