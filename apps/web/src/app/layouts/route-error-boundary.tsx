import { CLIENT_MESSAGES } from '@peerconnect/contracts';
import { Component, type ReactNode } from 'react';

interface Props {
  resetKey: string;
  children: ReactNode;
}

/** A screen that fails to load (a script chunk lost on a flaky network) shows a way out, not a blank page. */
export class RouteErrorBoundary extends Component<Props, { failed: boolean; key: string }> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="panel error-panel" role="alert">
        <h1>Something went wrong</h1>
        <p>{CLIENT_MESSAGES.chunkLoadFailed}</p>
        <button
          type="button"
          className="button button-primary"
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
      </div>
    );
  }
}
