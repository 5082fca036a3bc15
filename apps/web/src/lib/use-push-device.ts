import { useCallback, useEffect, useState } from 'react';
import { queryClient } from './query-client';
import {
  deviceSubscription,
  forgetThisDevice,
  getPushKeyQueryOptions,
  pushSupported,
  subscribePush,
} from './push-device';

export type PushState = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

const keyBytes = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (char) =>
    char.charCodeAt(0),
  );

/**
 * Push on this device: its state as the browser has it, and turning it on (asking permission,
 * only ever from the student's click) or off.
 */
export function usePushDevice() {
  const [state, setState] = useState<PushState>(() =>
    pushSupported() ? 'checking' : 'unsupported',
  );
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    if (!pushSupported()) return;
    void deviceSubscription()
      .catch(() => null)
      .then((subscription) => {
        if (!live) return;
        if (subscription) setState('on');
        else setState(Notification.permission === 'denied' ? 'denied' : 'off');
      });
    return () => {
      live = false;
    };
  }, []);

  const turnOn = useCallback(async () => {
    setBusy(true);
    setFailed(false);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'denied' : 'off');
        return;
      }
      const { publicKey } = await queryClient.fetchQuery(getPushKeyQueryOptions());
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      });
      await subscribePush(subscription);
      setState('on');
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }, []);

  const turnOff = useCallback(async () => {
    setBusy(true);
    await forgetThisDevice();
    setBusy(false);
    setState('off');
  }, []);

  return { state, busy, failed, turnOn, turnOff };
}
