import {
  BLOCK_MESSAGES,
  userRoutes as routes,
  type BlockedUsersResponse,
  type BlockResponse,
} from '@peerconnect/contracts';
import { baseUrlOf } from '@/http/base-url';
import { absolute } from '@/lib/absolute-url';
import type { On } from '@/http/declared-router';
import { currentUserId } from '@/http/middlewares/auth';
import type { BlocksService } from './blocks.service';

/** The blocked list, block and unblock, on the users' router (before its /:id). */
export function blocksRoutes(on: On, blocks: BlocksService, publicUrl: string | undefined): void {
  on(routes.blocked, async (req, res) => {
    const base = baseUrlOf(req, publicUrl);
    const people = await blocks.blockedBy(currentUserId(req));
    res.json(
      people.map((person) => ({
        _id: person._id.toString(),
        username: person.username ?? '',
        profilePicture: absolute(base, person.profilePicture ?? ''),
      })) satisfies BlockedUsersResponse,
    );
  });
  on(routes.block, async (req, res) => {
    await blocks.block(currentUserId(req), req.params.id);
    res.json({ message: BLOCK_MESSAGES.blocked, blocked: true } satisfies BlockResponse);
  });
  on(routes.unblock, async (req, res) => {
    await blocks.unblock(currentUserId(req), req.params.id);
    res.json({ message: BLOCK_MESSAGES.unblocked, blocked: false } satisfies BlockResponse);
  });
}
