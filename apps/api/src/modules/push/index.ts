export { pushRoutes } from './push.routes';
export { createPushService, type PushMessage, type PushService } from './push.service';
