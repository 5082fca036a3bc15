export { moderationRoutes } from './moderation.routes';
export { type ModerationService, createModerationService } from './moderation.service';
