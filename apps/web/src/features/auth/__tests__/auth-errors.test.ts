import { ApiRequestError } from '@/lib/api-client';
import { loginErrorMessage, registerErrorMessage } from '../api/auth-errors';

describe('login error messages', () => {
  it('when the server refuses the credentials, then one clear message', () => {
    expect(
      loginErrorMessage(new ApiRequestError('x', 'http', 401, 'Invalid email or password')),
    ).toBe('Invalid email or password. Please try again.');
    expect(loginErrorMessage(new ApiRequestError('x', 'http', 400, 'Email is required'))).toBe(
      'Invalid email or password. Please try again.',
    );
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
  it('when the email or username is taken, then the friendly versions', () => {
    expect(
      registerErrorMessage(
        new ApiRequestError('x', 'http', 400, 'User already exists with this email'),
      ).message,
    ).toBe('This email is already registered. Please use another email or try logging in.');
    expect(
      registerErrorMessage(new ApiRequestError('x', 'http', 400, 'Username is already taken'))
        .message,
    ).toBe('This username is already taken. Please choose another username.');
  });

  it('when the server rejects a field, then its message is shown as is', () => {
    expect(
      registerErrorMessage(
        new ApiRequestError('x', 'http', 400, 'Password must be at least 6 characters'),
      ).message,
    ).toBe('Password must be at least 6 characters');
  });

  it('when the server sends a validation message, then it is shown as is', () => {
    expect(
      registerErrorMessage(new ApiRequestError('x', 'http', 400, 'validation failed: email'))
        .message,
    ).toBe('validation failed: email');
  });

  it('when the server sends any other message, then "Server Error:" and no hints', () => {
    const result = registerErrorMessage(
      new ApiRequestError('x', 'http', 400, 'Please enter a valid email address'),
    );
    expect(result.message).toBe('Server Error: Please enter a valid email address');
    expect(result.hints).toBeUndefined();
  });

  it('when the registration response has no token, then "Invalid response from server"', () => {
    expect(
      registerErrorMessage(new ApiRequestError('Invalid response from server', 'http')).message,
    ).toBe('Invalid response from server');
  });

  it('when the server fails during registration, then "Server Error:" with hints', () => {
    const result = registerErrorMessage(
      new ApiRequestError('x', 'http', 500, 'Server error during registration'),
    );
    expect(result.message).toBe('Server Error: Server error during registration');
    expect(result.hints?.length).toBe(3);
  });

  it('when there is no response, then the network message', () => {
    expect(registerErrorMessage(new ApiRequestError('x', 'network')).message).toBe(
      'Network error. Please check your internet connection.',
    );
  });
});
