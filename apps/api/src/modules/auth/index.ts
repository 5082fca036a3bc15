export { authRoutes } from './auth.routes';
export { type AuthService, createAuthService } from './auth.service';
export { type EmailVerification, createEmailVerification } from './email-verification.service';
export { newLinkToken } from './link-token';
export { oidcRoutes } from './oidc.routes';
export { type SecurityMails } from './security-mails';
export { sessionVerifier } from './session';
export { type Tokens, createTokens } from './token';
