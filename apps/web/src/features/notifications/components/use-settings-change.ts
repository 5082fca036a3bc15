import {
  NOTIFICATION_TYPES,
  type NotificationSettings,
  type UpdateNotificationSettings,
} from '@peerconnect/contracts';
import { usePendingChoice } from '@/lib/use-pending-choice';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';

/** The settings with a change laid over them: what the student sees while it is saved. */
function withChange(
  settings: NotificationSettings,
  change: UpdateNotificationSettings,
): NotificationSettings {
  const types = { ...settings.types };
  for (const type of NOTIFICATION_TYPES) types[type] = { ...types[type], ...change.types?.[type] };
  return { types, reminderMinutes: change.reminderMinutes ?? settings.reminderMinutes };
}

/**
 * The notification settings as shown: the student's choice at once, the server's answer once it
 * comes, and what the server had again when the save fails.
 */
export function useSettingsChange() {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const [pending, change] = usePendingChoice(update.mutate);
  const shown = settings.data && (pending ? withChange(settings.data, pending) : settings.data);
  return { shown, update, change };
}
