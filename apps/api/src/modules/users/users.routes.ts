import {
  ACCOUNT_MESSAGES,
  PROFILE_MESSAGES,
  userRoutes as routes,
  type ProfilePictureResponse,
  type PublicProfile,
} from '@peerconnect/contracts';
import type { Request, Router } from 'express';
import { baseUrlOf } from '@/http/base-url';
import { declaredRouter, ok } from '@/http/declared-router';
import { currentUserId } from '@/http/middlewares/auth';
import {
  emailChangeLimit,
  passwordCheckLimit,
  perUserRateLimit,
} from '@/http/middlewares/rate-limit';
import { badRequest } from '@/lib/app-error';
import type { ImageUpload } from '@/lib/uploads';
import type { RateLimitStores } from '@/socket/adapter';
import { newAvatarPath } from './avatar';
import { blocksRoutes } from './blocks.routes';
import { toOwnUserView, toPublicUserView } from './user-view';
import type { UsersService } from './users.service';

export function usersRoutes(
  users: UsersService,
  publicUrl: string | undefined,
  rateLimitStores: RateLimitStores,
  imageUpload: ImageUpload,
  /** Failed current-password checks allowed per 15 minutes, as failed sign-ins (LOGIN_RATE_LIMIT). */
  passwordChecks: number,
): Router {
  const { router, on } = declaredRouter('/api/users');
  // Lookups a student may make per 10 minutes: plenty to add friends, too few to walk the member list.
  const lookupLimit = perUserRateLimit(30, 10 * 60 * 1000, rateLimitStores('find-by-email'));
  const base = (req: Request) => baseUrlOf(req, publicUrl);
  // One count for every route that checks the current password.
  const passwordGuesses = passwordCheckLimit(passwordChecks, rateLimitStores);

  /** The new picture and the updated own user, for both ways of changing the picture. */
  const pictureChanged = (req: Request, user: Parameters<typeof toOwnUserView>[0]) => {
    const own = toOwnUserView(user, base(req));
    return { profilePicture: own.profilePicture, user: own } satisfies ProfilePictureResponse;
  };

  // Before /:id, which would otherwise take "find-by-email" for an id.
  on(routes.findByEmail, lookupLimit, async (req) => {
    const { email } = req.validQuery;
    return ok(toPublicUserView(await users.findByEmail(email), base(req)));
  });
  on(routes.updateProfile, emailChangeLimit(rateLimitStores), passwordGuesses, async (req) => {
    return ok(toOwnUserView(await users.updateProfile(currentUserId(req), req.body), base(req)));
  });
  on(routes.changePassword, passwordGuesses, async (req) => {
    return ok(await users.changePassword(currentUserId(req), req.body));
  });
  on(routes.setPrivacy, async (req) => {
    return ok(
      toOwnUserView(await users.setSearchable(currentUserId(req), req.body.searchable), base(req)),
    );
  });
  on(routes.setTimeZone, async (req) => {
    return ok(
      toOwnUserView(await users.setTimeZone(currentUserId(req), req.body.timeZone), base(req)),
    );
  });
  on(routes.uploadPicture, ...imageUpload('profilePicture'), async (req) => {
    if (!req.file) throw badRequest(PROFILE_MESSAGES.imageOnly);
    return ok(
      pictureChanged(req, await users.uploadProfilePicture(currentUserId(req), req.file.buffer)),
    );
  });
  on(routes.randomAvatar, async (req) => {
    return ok(
      pictureChanged(req, await users.setProfilePicture(currentUserId(req), newAvatarPath())),
    );
  });
  on(routes.exportData, async (req, res) => {
    const data = await users.exportData(currentUserId(req));
    res
      .set('Cache-Control', 'no-store')
      .attachment(`peerconnect-${data.profile.username}-${data.exportedAt.slice(0, 10)}.json`);
    return ok(data);
  });
  on(routes.deleteAccount, passwordGuesses, async (req) => {
    await users.deleteAccount(currentUserId(req), req.body.password);
    return ok({ message: ACCOUNT_MESSAGES.accountDeleted });
  });
  // Before /:id, which would otherwise take "blocked" for an id.
  blocksRoutes(on, users.blocks, publicUrl);
  on(routes.profile, async (req) => {
    const { user, relationship } = await users.publicProfile(currentUserId(req), req.params.id);
    const profile: PublicProfile = {
      ...toPublicUserView(user, base(req)),
      ...(relationship ? { relationship } : {}),
    };
    return ok(profile);
  });
  return router;
}
