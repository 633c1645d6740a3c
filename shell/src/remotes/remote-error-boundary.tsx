import { Button } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import { RefreshCw } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Catches a remote that failed to load or crashed, and offers a retry in place of the page. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Remote "${this.props.remote}" failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="pc-container pc-page">
        <Card className="shell-remote-fallback" role="alert">
          <h1>This part of Pet Cora didn&apos;t load</h1>
          <p className="pc-muted">
            We couldn&apos;t reach this section just now. The rest of the site still works, so you can keep
            browsing or try again in a moment.
          </p>
          <Button onClick={this.props.onRetry}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </Card>
      </div>
    );
  }
}
