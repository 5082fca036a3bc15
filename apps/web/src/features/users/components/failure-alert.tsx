import { failureMessage } from '../failure-message';

/** A failed save's alert: the server's reason when it refused, else `fallback`. */
export function FailureAlert({ error, fallback }: { error: unknown; fallback: string }) {
  return (
    <p className="alert" role="alert">
      {failureMessage(error, fallback)}
    </p>
  );
}
