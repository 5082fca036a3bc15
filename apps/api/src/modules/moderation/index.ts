export { moderationRoutes } from './moderation.routes';
export { type ModerationService, createModerationService } from './moderation.service';
export { AuditModel, ReportModel } from './report.model';
