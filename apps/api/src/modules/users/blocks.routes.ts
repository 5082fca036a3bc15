import {
  BLOCK_MESSAGES,
  idParamsSchema,
  type BlockedUsersResponse,
  type BlockResponse,
} from '@peerconnect/contracts';
import { Router } from 'express';
import { absolute, baseUrlOf } from '@/http/base-url';
import { currentUserId } from '@/http/middlewares/auth';
import { validate } from '@/http/middlewares/validate';
import type { BlocksService } from './blocks.service';

/** GET /api/users/blocked, POST and DELETE /api/users/{id}/block. Mounted before /users/:id. */
export function blocksRoutes(blocks: BlocksService, publicUrl: string | undefined): Router {
  const router = Router();
  const target = validate({ params: idParamsSchema });

  router.get('/blocked', async (req, res) => {
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
  router.post('/:id/block', target, async (req, res) => {
    await blocks.block(currentUserId(req), String(req.params.id));
    res.json({ message: BLOCK_MESSAGES.blocked, blocked: true } satisfies BlockResponse);
  });
  router.delete('/:id/block', target, async (req, res) => {
    await blocks.unblock(currentUserId(req), String(req.params.id));
    res.json({ message: BLOCK_MESSAGES.unblocked, blocked: false } satisfies BlockResponse);
  });
  return router;
}
