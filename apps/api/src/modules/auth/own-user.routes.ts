import type { User } from '@peerconnect/contracts';
import type { Request } from 'express';
import { baseUrlOf } from '@/http/base-url';
import { absolute } from '@/lib/absolute-url';

/** The signed-in user's record with the picture as an absolute URL, as every other route sends it. */
export const ownUser = (req: Request, publicUrl: string | undefined, user: User): User => ({
  ...user,
  profilePicture: absolute(baseUrlOf(req, publicUrl), user.profilePicture),
});
