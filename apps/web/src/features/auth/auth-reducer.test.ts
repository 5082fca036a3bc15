import type { User } from '@peerconnect/contracts';
import { authReducer, initialAuthState } from './auth-reducer';

const user = { _id: 'a'.repeat(24), username: 'ada' } as User;

describe('auth state', () => {
  it('when a login or registration succeeds, then the student is authenticated with token and user', () => {
    for (const type of ['LOGIN_SUCCESS', 'REGISTER_SUCCESS'] as const) {
      expect(authReducer(initialAuthState, { type, token: 't', user })).toMatchObject({
        isAuthenticated: true,
        token: 't',
        user,
        loading: false,
      });
    }
  });

  it('when auth fails or the student logs out, then everything is cleared', () => {
    const signedIn = authReducer(initialAuthState, { type: 'LOGIN_SUCCESS', token: 't', user });
    for (const type of ['AUTH_ERROR', 'LOGIN_FAIL', 'REGISTER_FAIL', 'LOGOUT'] as const) {
      expect(authReducer(signedIn, { type })).toMatchObject({
        isAuthenticated: false,
        token: null,
        user: null,
        loading: false,
      });
    }
    expect(authReducer(signedIn, { type: 'LOGOUT' }).signedOut).toBe(true);
    expect(authReducer(signedIn, { type: 'AUTH_ERROR' }).signedOut).toBe(false);
  });

  it('when the user is loaded from the server or cache, then authenticated and loading ends', () => {
    expect(authReducer(initialAuthState, { type: 'USER_LOADED', user })).toMatchObject({
      isAuthenticated: true,
      loading: false,
    });
  });
});
