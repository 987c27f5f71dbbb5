import { Component, type ReactNode } from 'react';
import { Button } from './ui/button.tsx';

interface Props {
  /** What failed to load, for the message ("the settings"). */
  what: string;
  /** Starts loading again (a fresh `import()`), called before the children render again. */
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Around code loaded on demand (React.lazy): when its file cannot be fetched (offline, or a deploy
 * replaced it) the place it was going shows why and a Retry, instead of the error taking the page.
 */
export class LoadBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center text-sm text-slate-700">
        <p>Couldn’t load {this.props.what}. Check your connection and try again.</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            this.props.onRetry();
            this.setState({ failed: false });
          }}
        >
          Retry
        </Button>
      </div>
    );
  }
}
