import '../chat-settings.css';
import { CHAT_TEXT as M } from '@/config/chat.messages';
import { useId } from 'react';
import { SaveStatus } from '@/components/ui/save-status';
import { usePendingChoice } from '@/lib/use-pending-choice';
import { useChatSettings } from '../api/get-chat-settings';
import { useUpdateChatSettings } from '../api/update-chat-settings';

/** The read-receipts switch: off, the student neither tells others nor learns who read theirs. */
export function ChatPrivacySettings() {
  const settings = useChatSettings();
  const update = useUpdateChatSettings();
  const id = useId();
  const [choice, change] = usePendingChoice((readReceipts: boolean, options) =>
    update.mutate({ readReceipts }, options),
  );
  const on = choice ?? settings.data?.readReceipts ?? true;

  return (
    <section className="panel form-stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{M.privacyTitle}</h2>
      <label className="checkbox-row">
        <input
          type="checkbox"
          checked={on}
          disabled={settings.isPending || update.isPending}
          aria-describedby={`${id}-hint`}
          onChange={(event) => change(event.target.checked)}
        />
        {M.readReceipts}
      </label>
      <p id={`${id}-hint`} className="field-hint">
        {M.readReceiptsHint}
      </p>
      <SaveStatus
        saving={update.isPending}
        saved={update.isSuccess}
        failed={update.isError ? M.settingsFailed : undefined}
      />
    </section>
  );
}
