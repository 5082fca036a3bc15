import { APP_MESSAGES } from '@/config/messages';
import { Spinner } from '@/components/ui/spinner';

/**
 * The first screen while its code loads. The spinner fades in late (layout.css): a load that takes
 * a moment shows only the navbar, a slow network shows that something is coming.
 */
export function ScreenLoading() {
  return (
    <div className="screen-loading">
      <Spinner label={APP_MESSAGES.loadingScreen} fullPage />
    </div>
  );
}
