interface OutcomeMessageProps {
  status: 'idle' | 'pending' | 'success' | 'error';
  success: string;
  failure: string;
}

/** The line that reports how an action went: a polite status on success, an alert on failure. */
export function OutcomeMessage({ status, success, failure }: OutcomeMessageProps) {
  if (status === 'success')
    return (
      <p className="status-success" role="status">
        {success}
      </p>
    );
  if (status === 'error')
    return (
      <p className="alert" role="alert">
        {failure}
      </p>
    );
  return null;
}
