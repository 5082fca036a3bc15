import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { SHARE_TEXT as S } from '@/config/activity.messages';

type Outcome = 'copied' | 'failed' | null;

/**
 * Shares the activity's link: the system share sheet (Web Share API) where there is one, else the
 * link copied to the clipboard, said so beside the button.
 */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const share = async () => {
    if (typeof navigator.share === 'function') {
      // Closing the share sheet rejects: nothing to say then.
      await navigator.share({ title, text: S.shareText(title), url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };
  return (
    <div className="share-action">
      <button
        type="button"
        className="button button-secondary button-small"
        onClick={() => void share()}
      >
        <Share2 size={16} aria-hidden="true" />
        {S.share}
      </button>
      <span role="status" className="muted">
        {outcome === 'copied' ? S.linkCopied : outcome === 'failed' ? S.copyFailed : ''}
      </span>
    </div>
  );
}
