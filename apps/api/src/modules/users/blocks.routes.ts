import { BLOCK_MESSAGES, userRoutes as routes } from '@peerconnect/contracts';
import { baseUrlOf } from '@/http/base-url';
import { absolute } from '@/lib/absolute-url';
import { ok, type On } from '@/http/declared-router';
import { currentUserId } from '@/http/middlewares/auth';
import type { BlocksService } from './blocks.service';

/** The blocked list, block and unblock, on the users' router (before its /:id). */
export function blocksRoutes(on: On, blocks: BlocksService, publicUrl: string | undefined): void {
  on(routes.blocked, async (req) => {
    const base = baseUrlOf(req, publicUrl);
    const people = await blocks.blockedBy(currentUserId(req));
    return ok(
      people.map((person) => ({
        _id: person._id.toString(),
        username: person.username ?? '',
        profilePicture: absolute(base, person.profilePicture ?? ''),
      })),
    );
  });
  on(routes.block, async (req) => {
    await blocks.block(currentUserId(req), req.params.id);
    return ok({ message: BLOCK_MESSAGES.blocked, blocked: true });
  });
  on(routes.unblock, async (req) => {
    await blocks.unblock(currentUserId(req), req.params.id);
    return ok({ message: BLOCK_MESSAGES.unblocked, blocked: false });
  });
}
