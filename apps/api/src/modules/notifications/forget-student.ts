import mongoose from 'mongoose';
import { NotificationSettingsModel } from './notification-settings.model';
import { NotificationModel } from './notification.model';

/** A leaving student's notifications and notification settings go with them. */
export async function forgetNotificationsOf(userId: string): Promise<void> {
  const me = new mongoose.Types.ObjectId(userId);
  await Promise.all([
    NotificationModel.deleteMany({ recipient: me }),
    NotificationSettingsModel.deleteMany({ user: me }),
  ]);
}
