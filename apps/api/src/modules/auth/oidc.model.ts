import mongoose, { Schema } from 'mongoose';

/**
 * A sign-in or link started at a provider, until its callback: the browser holds a random key in
 * a cookie, the database the key's hash with what the callback checks (state, nonce, PKCE).
 */
const oidcFlowSchema = new Schema({
  _id: { type: String, required: true },
  provider: { type: String, required: true },
  state: { type: String, required: true },
  nonce: { type: String, required: true },
  codeVerifier: { type: String, required: true },
  /** Set when a signed-in student links an account, not signs in. */
  userId: { type: Schema.Types.ObjectId },
  expiresAt: { type: Date, required: true },
});

/** The one-time code a finished sign-in hands to the web app, traded by POST for a session. */
const signInCodeSchema = new Schema({
  _id: { type: String, required: true },
  userId: { type: Schema.Types.ObjectId, required: true },
  /** The sign-in created the account: the web app asks for interests next. */
  created: { type: Boolean, required: true },
  /** The hash of the flow cookie of the browser that started the sign-in: only it may trade. */
  browser: { type: String, required: true },
  expiresAt: { type: Date, required: true },
});

// Expired ones are also refused by every lookup; the TTL only tidies.
oidcFlowSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
signInCodeSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const OidcFlowModel = mongoose.model('OidcFlow', oidcFlowSchema);
export const SignInCodeModel = mongoose.model('SignInCode', signInCodeSchema, 'signincodes');
