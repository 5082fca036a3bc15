import { Router } from 'express';
import type { Tokens } from '../modules/auth/token';
import { authRoutes } from '../modules/auth/auth.routes';
import type { AuthService } from '../modules/auth/auth.service';
import { usersRoutes } from '../modules/users/users.routes';
import type { UsersService } from '../modules/users/users.service';
import { healthRoutes } from './health.routes';
import { authenticate } from './middlewares/authenticate';
import { apiNotFound } from './middlewares/error-handler';

export interface Services {
  auth: AuthService;
  users: UsersService;
}

/** Every /api route, by feature; unknown /api paths end in a JSON 404. */
export function apiRoutes(services: Services, tokens: Tokens): Router {
  const requireUser = authenticate(tokens);
  const api = Router();
  api.use('/health', healthRoutes());
  api.use('/auth', authRoutes(services.auth, requireUser));
  api.use('/users', requireUser, usersRoutes(services.users));
  api.use(apiNotFound);
  return api;
}
