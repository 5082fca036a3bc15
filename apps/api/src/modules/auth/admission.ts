import type mongoose from 'mongoose';
import { grantModerator, refuseIfSuspended } from '@/modules/users';

/** A stored student as a sign-in reads it. */
export type Admissible = Parameters<typeof refuseIfSuspended>[0] & {
  _id: mongoose.Types.ObjectId;
  email: string;
  moderator?: boolean | null;
};

/** What every sign-in, by password or by a provider, checks and grants. */
export function createAdmission(moderatorEmails: readonly string[]) {
  /** Listed in MODERATOR_EMAILS: a moderator from registration or the next sign-in on. */
  const listedModerator = (email: string) => moderatorEmails.includes(email.toLowerCase());
  return {
    listedModerator,
    /** Refuses a suspended student; makes a listed one a moderator (`user` updated to match). */
    async admit(user: Admissible): Promise<void> {
      refuseIfSuspended(user);
      if (!user.moderator && listedModerator(user.email)) {
        await grantModerator(user._id);
        user.moderator = true;
      }
    },
  };
}
