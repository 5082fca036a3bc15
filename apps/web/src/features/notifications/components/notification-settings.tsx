import '../notifications.css';
import {
  LIMITS,
  NOTIFICATION_TYPES,
  type NotificationChannels,
  type NotificationSettings as Settings,
  type NotificationType,
  type UpdateNotificationSettings,
} from '@peerconnect/contracts';
import { useId, useState } from 'react';
import { SelectField } from '@/components/ui/field';
import { NOTIFICATION_TEXTS as T } from '@/config/messages';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';
import { PushToggle } from './push-toggle';

const REMINDER_CHOICES = [15, 30, 60, 120, LIMITS.reminderMinutesMax];
const CHANNELS = ['inApp', 'email', 'push'] as const satisfies (keyof NotificationChannels)[];

/** The settings with a change laid over them: what the student sees while it is saved. */
function withChange(settings: Settings, change: UpdateNotificationSettings): Settings {
  const types = { ...settings.types };
  for (const type of NOTIFICATION_TYPES) types[type] = { ...types[type], ...change.types?.[type] };
  return { types, reminderMinutes: change.reminderMinutes ?? settings.reminderMinutes };
}

/** Per type, in the app, by email and pushed to devices, and how long before an activity the reminder comes. */
export function NotificationSettings() {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const id = useId();
  // The student's choice shows at once; a failed save puts back what the server has.
  const [pending, setPending] = useState<UpdateNotificationSettings | null>(null);
  if (!settings.data) return null;
  const shown = pending ? withChange(settings.data, pending) : settings.data;

  function change(body: UpdateNotificationSettings) {
    setPending(body);
    update.mutate(body, { onSettled: () => setPending(null) });
  }
  const setChannel = (type: NotificationType, channel: keyof NotificationChannels, on: boolean) =>
    change({ types: { [type]: { [channel]: on } } });

  const reminders = [...new Set([...REMINDER_CHOICES, shown.reminderMinutes])]
    .filter((minutes) => minutes > 0)
    .sort((a, b) => a - b);

  return (
    <section className="panel form-stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{T.settingsTitle}</h2>
      <p className="muted">{T.settingsIntro}</p>
      <PushToggle />
      <table className="notification-settings">
        <thead>
          <tr>
            <th scope="col">{T.whatColumn}</th>
            <th scope="col">{T.inApp}</th>
            <th scope="col">{T.email}</th>
            <th scope="col">{T.push}</th>
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_TYPES.map((type) => (
            <tr key={type}>
              <th scope="row">{T.types[type]}</th>
              {CHANNELS.map((channel) => (
                <td key={channel}>
                  <input
                    type="checkbox"
                    aria-label={T.channelLabel(T.types[type], T[channel])}
                    checked={shown.types[type][channel]}
                    disabled={update.isPending}
                    onChange={(event) => setChannel(type, channel, event.target.checked)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <SelectField
        label={T.reminderLabel}
        value={String(shown.reminderMinutes)}
        disabled={update.isPending}
        options={[
          { value: '0', label: T.reminderOff },
          ...reminders.map((minutes) => ({
            value: String(minutes),
            label: T.reminderOption(minutes),
          })),
        ]}
        onChange={(event) => change({ reminderMinutes: Number(event.target.value) })}
      />
      {update.isError && (
        <p className="alert" role="alert">
          {T.settingsFailed}
        </p>
      )}
    </section>
  );
}
