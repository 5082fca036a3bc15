import {
  changePasswordRequestSchema,
  findByEmailQuerySchema,
  PROFILE_MESSAGES,
  updateProfileRequestSchema,
  type FindByEmailQuery,
  type ProfilePictureResponse,
  type PublicProfile,
} from '@peerconnect/contracts';
import { Router, type Request } from 'express';
import { absolute, baseUrlOf } from '@/http/base-url';
import { currentUserId } from '@/http/middlewares/auth';
import { validate } from '@/http/middlewares/validate';
import { badRequest } from '@/lib/app-error';
import { imageField, type ImageStore } from '@/lib/uploads';
import { newAvatarPath } from './avatar';
import { blocksRoutes } from './blocks.routes';
import { toOwnUserView, toPublicUserView } from './user-view';
import type { UsersService } from './users.service';

export function usersRoutes(
  users: UsersService,
  images: ImageStore,
  publicUrl: string | undefined,
): Router {
  const router = Router();
  const base = (req: Request) => baseUrlOf(req, publicUrl);

  /** The new picture and the updated own user, for both ways of changing the picture. */
  const pictureChanged = async (req: Request, picturePath: string) => {
    const user = await users.setProfilePicture(currentUserId(req), picturePath);
    return {
      profilePicture: absolute(base(req), picturePath),
      user: toOwnUserView(user, base(req)),
    } satisfies ProfilePictureResponse;
  };

  // Before /:id, which would otherwise take "find-by-email" for an id.
  router.get('/find-by-email', validate({ query: findByEmailQuerySchema }), async (req, res) => {
    const { email } = req.validQuery as FindByEmailQuery;
    res.json(toPublicUserView(await users.findByEmail(email), base(req)));
  });
  router.put('/profile', validate({ body: updateProfileRequestSchema }), async (req, res) => {
    res.json(toOwnUserView(await users.updateProfile(currentUserId(req), req.body), base(req)));
  });
  router.put('/password', validate({ body: changePasswordRequestSchema }), async (req, res) => {
    res.json(await users.changePassword(currentUserId(req), req.body));
  });
  router.post('/profile/picture', imageField('profilePicture'), async (req, res) => {
    if (!req.file) throw badRequest(PROFILE_MESSAGES.imageOnly);
    res.json(await pictureChanged(req, await images.save(req.file)));
  });
  router.post('/random-avatar', async (req, res) => {
    res.json(await pictureChanged(req, newAvatarPath()));
  });
  // Before /:id, which would otherwise take "blocked" for an id.
  router.use(blocksRoutes(users.blocks, publicUrl));
  // No params validation here: a malformed id is a user that does not exist (404), not a bad request.
  router.get('/:id', async (req, res) => {
    const { user, relationship } = await users.publicProfile(currentUserId(req), req.params.id);
    const profile: PublicProfile = {
      ...toPublicUserView(user, base(req)),
      ...(relationship ? { relationship } : {}),
    };
    res.json(profile);
  });
  return router;
}
