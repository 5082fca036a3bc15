import { endpoint } from '../common/route';

export const authEndpoints = {
  register: endpoint('post', '/api/auth/register'),
  login: endpoint('post', '/api/auth/login'),
  logoutAll: endpoint('post', '/api/auth/logout-all'),
  me: endpoint('get', '/api/auth/me'),
  forgotPassword: endpoint('post', '/api/auth/forgot-password'),
  resetPassword: endpoint('post', '/api/auth/reset-password'),
  verifyEmail: endpoint('get', '/api/auth/verify-email'),
  resendVerification: endpoint('post', '/api/auth/verify-email/resend'),
};
