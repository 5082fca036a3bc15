import { useEffect, useState } from 'react';
import { NOTIFICATION_TEXTS as T } from '@/config/notification.messages';
import { pushSupported } from '@/lib/push-device';
import { storage } from '@/lib/storage';
import { usePushDevice } from '@/lib/use-push-device';

/** Whether to offer push now: once per browser, while the browser has not been asked. */
const worthOffering = () =>
  !storage.pushOffered() && pushSupported() && Notification.permission === 'default';

/**
 * After a student's first join: push offered once, in the page. The browser's own permission
 * question comes only if they click to turn it on.
 */
export function PushOffer() {
  const [open, setOpen] = useState(worthOffering);
  const push = usePushDevice();
  useEffect(() => {
    if (open) storage.markPushOffered();
  }, [open]);
  if (!open || push.state === 'on') return null;
  return (
    <div className="notice push-offer" role="region" aria-label={T.pushTitle}>
      <p>{T.pushOffer}</p>
      <div className="form-actions start">
        <button
          type="button"
          className="button button-primary button-small"
          disabled={push.busy}
          onClick={() => void push.turnOn()}
        >
          {T.turnOnPush}
        </button>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => setOpen(false)}
        >
          {T.notNow}
        </button>
      </div>
    </div>
  );
}
