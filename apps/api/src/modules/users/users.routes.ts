import { Router } from 'express';
import type { UsersService } from './users.service';

export function usersRoutes(users: UsersService): Router {
  const router = Router();
  // No params validation here: a malformed id is a user that does not exist (404), not a bad request.
  router.get('/:id', async (req, res) => {
    res.json(await users.publicProfile(req.params.id));
  });
  return router;
}
