import { z } from 'zod';
import { idParam } from '../common/object-id.schema';
import { defineRoute, file, json } from '../common/route';
import { shareEndpoints } from './share.endpoints';
import { activityPreviewSchema, SHARE_MESSAGES } from './share.schema';

const params = z.object({ id: idParam(SHARE_MESSAGES.previewNotFound) });

export const shareRoutes = {
  preview: defineRoute(shareEndpoints.preview, {
    tag: 'Sharing',
    summary:
      'What a visitor sees of a shared activity (no sign-in); 404 when the organizer turned the preview off',
    auth: false,
    params,
    responses: [json(200, 'The preview', activityPreviewSchema)],
    errors: [404],
  }),
  card: defineRoute(shareEndpoints.card, {
    tag: 'Sharing',
    summary:
      'The link card picture of a shared activity (1200 × 630 PNG): its photo, or its category’s artwork',
    auth: false,
    params,
    responses: [file('The picture', 'image/png')],
    errors: [404],
  }),
};
