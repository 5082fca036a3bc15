import { idParamsSchema } from '@peerconnect/contracts';
import { Router } from 'express';
import { validate } from '../../http/middlewares/validate';
import type { UsersService } from './users.service';

export function usersRoutes(users: UsersService): Router {
  const router = Router();
  router.get('/:id', validate({ params: idParamsSchema }), async (req, res) => {
    res.json(await users.publicProfile(req.params.id as string));
  });
  return router;
}
