import { INTEREST_LISTS } from '@peerconnect/contracts';
import mongoose, { Schema, type HydratedDocument, type InferSchemaType } from 'mongoose';
import { forgetReadsOnWrite } from '@/lib/read-cache';
import { interestKeysOf } from './interest-keys';

const interestList = { type: [String], default: [] };

const identitySchema = new Schema(
  {
    provider: { type: String, required: true },
    subject: { type: String, required: true },
    /** The address the provider gave, and whether it vouched for it (a campus counts it then). */
    email: { type: String, default: '' },
    emailVerified: { type: Boolean, default: false },
    /** The provider's issuer: only a campus's own issuer makes its students (campuses module). */
    issuer: { type: String },
    linkedAt: { type: Date, required: true },
  },
  { _id: false },
);

const userSchema = new Schema(
  {
    username: { type: String, required: true, trim: true },
    /** Lowercased username: uniqueness ignores case, so "Ada" and "ada" cannot both exist. */
    usernameKey: { type: String, required: true, unique: true },
    email: { type: String, required: true, unique: true, lowercase: true, trim: true },
    /** Absent for a student who signed up with a provider and has not set a password. */
    passwordHash: { type: String, select: false },
    /** Provider accounts (OpenID Connect) the student signs in with: auth/oidc.service.ts. */
    identities: { type: [identitySchema], default: [], select: false },
    /** The campus of a verified student (campuses/campus.service.ts keeps it current). */
    campus: {
      type: { _id: { type: Schema.Types.ObjectId, required: true }, name: String },
      default: undefined,
    },
    /** Set once a link mailed to `email` was followed (verification or password reset). */
    emailVerified: { type: Boolean, default: false },
    /** A new address from the profile, waiting for its verification link. */
    pendingEmail: { type: String },
    /** The hash of the latest password reset link; the link itself is only in the mail. */
    passwordReset: { type: { hash: String, expiresAt: Date }, select: false, default: undefined },
    /** The hash of the latest verification link and the address it verifies. */
    emailVerification: {
      type: { hash: String, email: String, expiresAt: Date },
      select: false,
      default: undefined,
    },
    /** Bumped to revoke every token issued before (password change, logout everywhere). */
    tokenVersion: { type: Number, default: 0 },
    /** The zone the student's browser reported: notifications and mails write times in it. */
    timeZone: { type: String },
    profilePicture: { type: String, default: '' },
    bio: { type: String, default: '' },
    location: { type: String, default: '' },
    interests: interestList,
    hobbies: interestList,
    favoriteSubjects: interestList,
    sports: interestList,
    musicGenres: interestList,
    movieGenres: interestList,
    /** The six lists' values as lowercased `list:value` keys, for friend suggestions (interest-keys.ts). */
    interestKeys: { type: [String], default: undefined },
    major: { type: String },
    graduationYear: { type: Number },
    /** Accepted friendships, kept on both users (added and removed in pairs by the friends service). */
    friends: { type: [{ type: Schema.Types.ObjectId, ref: 'User' }], default: [] },
    /** The key of the student's calendar feed address (calendar/calendar-feed.ts). */
    calendarToken: { type: String, select: false },
    /** Reviews reports (`pnpm moderator grant`, or MODERATOR_EMAILS at registration and sign-in). */
    moderator: { type: Boolean },
    /** Suspended by a moderator: no session until then. */
    suspendedUntil: { type: Date },
    /** Banned by a moderator: suspended without an end. */
    banned: { type: Boolean },
    /** Set when the student asked to delete the account: nothing may be created for them any more. */
    leavingAt: { type: Date },
    /** False when the student chose not to be found by people search (exact email still finds them). */
    searchable: { type: Boolean, default: true },
    /** Students this user has blocked (see users/blocking.ts); never shown to anyone else. */
    blocked: { type: [{ type: Schema.Types.ObjectId, ref: 'User' }], default: [] },
  },
  { timestamps: true },
);

// A safety net: responses are built by toUserView, but a document serialised by mistake still
// never carries the hash, the token version, the lookup keys, the block list or __v. (Set apart
// from the schema options so it does not widen the inferred document type.)
userSchema.set('toJSON', {
  transform: (_doc, ret: Record<string, unknown>) => {
    const {
      passwordHash: _hash,
      tokenVersion: _version,
      usernameKey: _key,
      blocked: _blocked,
      interestKeys: _interestKeys,
      passwordReset: _reset,
      emailVerification: _verification,
      calendarToken: _calendarToken,
      identities: _identities,
      __v: _v,
      ...rest
    } = ret;
    return rest;
  },
});

// A followed link finds its account by the hash of its token.
userSchema.index({ 'passwordReset.hash': 1 });
userSchema.index({ 'emailVerification.hash': 1 });
userSchema.index({ calendarToken: 1 });
// Friend suggestions look up the people sharing an interest value by this one multikey index.
userSchema.index({ interestKeys: 1 });
// A provider sign-in finds its student by the provider's subject.
userSchema.index({ 'identities.provider': 1, 'identities.subject': 1 });
// Friends of friends and "is A a friend of B" are lookups by member of this list.
userSchema.index({ friends: 1 });
// "Who has blocked me" is a lookup by member of this list.
userSchema.index({ blocked: 1 });

// A new student's keys, and a saved document's whenever a list changed (updates by query write
// them themselves: users.service.ts).
userSchema.pre('validate', function () {
  if (this.isNew || INTEREST_LISTS.some((list) => this.isModified(list)))
    this.interestKeys = interestKeysOf(this);
});

// List pages and chat messages show students' names and pictures.
forgetReadsOnWrite(userSchema);

export type UserRecord = InferSchemaType<typeof userSchema> & { _id: mongoose.Types.ObjectId };
export type UserDocument = HydratedDocument<InferSchemaType<typeof userSchema>>;

export const UserModel = mongoose.model('User', userSchema);

/**
 * The `$unset` that ends every mailed link still out (password reset, address verification): a
 * password change, a new address or signing out everywhere must not leave an old link working.
 */
export const MAILED_LINKS = { passwordReset: 1, emailVerification: 1 } as const;

/** Fields safe to read for any user's public view (never the hash, token version or email). */
export const PUBLIC_USER_FIELDS =
  '_id username profilePicture bio location interests hobbies favoriteSubjects sports musicGenres movieGenres major graduationYear createdAt campus';
