import { LIMITS } from '@peerconnect/contracts';
import { useId } from 'react';
import { SelectField } from '@/components/ui/field';
import { SaveStatus } from '@/components/ui/save-status';
import { NOTIFICATION_TEXTS as T } from '@/config/notification.messages';
import { useSettingsChange } from './use-settings-change';

const REMINDER_CHOICES = [15, 30, 60, 120, LIMITS.reminderMinutesMax];

/** How long before an activity the reminder comes, or none. */
export function ReminderSettings() {
  const { shown, update, change } = useSettingsChange();
  const id = useId();
  if (!shown) return null;
  const reminders = [...new Set([...REMINDER_CHOICES, shown.reminderMinutes])]
    .filter((minutes) => minutes > 0)
    .sort((a, b) => a - b);

  return (
    <section className="panel form-stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{T.remindersTitle}</h2>
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
      <SaveStatus
        saving={update.isPending}
        saved={update.isSuccess}
        failed={update.isError ? T.settingsFailed : undefined}
      />
    </section>
  );
}
