import '../notifications.css';
import {
  NOTIFICATION_TYPES,
  type NotificationChannels,
  type NotificationType,
} from '@peerconnect/contracts';
import { useId } from 'react';
import { SaveStatus } from '@/components/ui/save-status';
import { NOTIFICATION_TEXTS as T } from '@/config/notification.messages';
import { PushToggle } from './push-toggle';
import { useSettingsChange } from './use-settings-change';

const CHANNELS = ['inApp', 'email', 'push'] as const satisfies (keyof NotificationChannels)[];

/** Per type, in the app, by email and pushed to this student's devices; push on this device. */
export function NotificationSettings() {
  const { shown, update, change } = useSettingsChange();
  const id = useId();
  if (!shown) return null;
  const setChannel = (type: NotificationType, channel: keyof NotificationChannels, on: boolean) =>
    change({ types: { [type]: { [channel]: on } } });

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
      <SaveStatus
        saving={update.isPending}
        saved={update.isSuccess}
        failed={update.isError ? T.settingsFailed : undefined}
      />
    </section>
  );
}
