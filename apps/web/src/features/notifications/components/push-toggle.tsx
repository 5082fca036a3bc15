import { useId } from 'react';
import { NOTIFICATION_TEXTS as T } from '@/config/notification.messages';
import { usePushDevice } from '@/lib/use-push-device';

/**
 * Push notifications on this device: the state the browser has, and the one place (with the offer
 * after a first join) that asks the browser's permission, on the student's click.
 */
export function PushToggle() {
  const push = usePushDevice();
  const id = useId();
  if (push.state === 'checking') return null;
  return (
    <section className="push-toggle form-stack" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{T.pushTitle}</h3>
      {push.state === 'unsupported' && <p className="muted">{T.pushUnsupported}</p>}
      {push.state === 'denied' && <p className="muted">{T.pushDenied}</p>}
      {push.state === 'off' && (
        <>
          <p className="muted">{T.pushIntro}</p>
          <div className="form-actions start">
            <button
              type="button"
              className="button button-primary"
              disabled={push.busy}
              onClick={() => void push.turnOn()}
            >
              {T.turnOnPush}
            </button>
          </div>
        </>
      )}
      {push.state === 'on' && (
        <div className="form-actions start">
          <p role="status">{T.pushOn}</p>
          <button
            type="button"
            className="button button-secondary"
            disabled={push.busy}
            onClick={() => void push.turnOff()}
          >
            {T.turnOffPush}
          </button>
        </div>
      )}
      {push.failed && (
        <p className="alert" role="alert">
          {T.pushFailed}
        </p>
      )}
    </section>
  );
}
