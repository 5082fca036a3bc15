import type { User } from '@peerconnect/contracts';

export interface AuthState {
  user: User | null;
  token: string | null;
  isAuthenticated: boolean;
  loading: boolean;
  /** True after the user chose to log out: guarded screens then go home, not to the login page. */
  signedOut: boolean;
}

export type AuthAction =
  | { type: 'USER_LOADED'; user: User }
  | { type: 'LOGIN_SUCCESS' | 'REGISTER_SUCCESS'; token: string; user: User }
  | { type: 'AUTH_ERROR' | 'LOGIN_FAIL' | 'REGISTER_FAIL' | 'LOGOUT' }
  | { type: 'TOKEN_REPLACED'; token: string };

export const initialAuthState: AuthState = {
  user: null,
  token: null,
  isAuthenticated: false,
  loading: true,
  signedOut: false,
};

/** The session's transitions. Storage side effects live in the provider, not here. */
export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'USER_LOADED':
      return { ...state, user: action.user, isAuthenticated: true, loading: false };
    case 'LOGIN_SUCCESS':
    case 'REGISTER_SUCCESS':
      return {
        user: action.user,
        token: action.token,
        isAuthenticated: true,
        loading: false,
        signedOut: false,
      };
    case 'AUTH_ERROR':
    case 'LOGIN_FAIL':
    case 'REGISTER_FAIL':
      return { ...initialAuthState, loading: false };
    case 'LOGOUT':
      return { ...initialAuthState, loading: false, signedOut: true };
    case 'TOKEN_REPLACED':
      return { ...state, token: action.token };
  }
}
