import '../chat-settings.css';
import { CHAT_TEXT as M } from '@/config/chat.messages';
import { useId, useState } from 'react';
import { SaveStatus } from '@/components/ui/save-status';
import { useChatSettings } from '../api/get-chat-settings';
import { useUpdateChatSettings } from '../api/update-chat-settings';

/** The read-receipts switch: off, the student neither tells others nor learns who read theirs. */
export function ChatPrivacySettings() {
  const settings = useChatSettings();
  const update = useUpdateChatSettings();
  const id = useId();
  // The student's choice shows at once; then what the server answered (a failed save puts back
  // what it had), so the switch never shows a value the server does not hold.
  const [choice, setChoice] = useState<boolean | null>(null);
  const on = choice ?? settings.data?.readReceipts ?? true;

  function change(readReceipts: boolean) {
    setChoice(readReceipts);
    update.mutate({ readReceipts }, { onSettled: () => setChoice(null) });
  }

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
