import { REGISTER_MESSAGES } from './auth.messages';
import { APP_MESSAGES, CLIENT_MESSAGES, LOGIN_MESSAGES } from './messages';

describe('the web app texts', () => {
  it('when the server fails, cannot be reached or refuses the session, then each case has its own fixed text', () => {
    expect(CLIENT_MESSAGES.serverError).toBe('Server error. Please try again later.');
    expect(CLIENT_MESSAGES.networkError).toBe('Network Error: Unable to connect to server');
    expect(CLIENT_MESSAGES.authError).toBe('Authentication error. Please log in again.');
  });
  it('when a login fails or the server is waking up, then the login screen uses its fixed texts', () => {
    expect(LOGIN_MESSAGES.noToken).toBe('Invalid response from server - no token received');
    expect(LOGIN_MESSAGES.invalidCredentials).toBe('Invalid email or password. Please try again.');
    expect(LOGIN_MESSAGES.waking).toBe('Server is waking up... This may take up to 30 seconds.');
  });
  it('when a username is taken, then the registration screen asks for another username', () => {
    expect(REGISTER_MESSAGES.usernameTaken).toBe(
      'This username is already taken. Please choose another username.',
    );
  });
  it('when a page is unknown, then the 404 title reads Page Not Found', () => {
    expect(APP_MESSAGES.pageNotFound).toBe('Page Not Found');
  });
});
