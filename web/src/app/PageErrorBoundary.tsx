import { AlertCircle } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { Button } from '../ui/button';
import { MessagePage } from '../ui/message-page';

interface Props {
  /** The address shown: a new one (a link followed) clears the error. */
  location: string;
  children: ReactNode;
}

/** A screen's code that did not arrive (Chrome, Safari and Firefox word it differently). */
const CHUNK_LOAD_FAILED = /dynamically imported module|importing a module script failed/i;

interface State {
  failed: boolean;
  /** The browser remembers a module that failed to load, so only a fresh load of the page fetches it again. */
  codeMissing: boolean;
}

/**
 * A screen that fails — its code could not be fetched (a phone that lost its signal between two pages)
 * or it threw while drawing — shows what happened and a way out, not an empty page; the navigation bar
 * stays, and following a link tries again (a fresh load of that address when code was missing).
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, codeMissing: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, codeMissing: error instanceof Error && CHUNK_LOAD_FAILED.test(error.message) };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('the page could not be shown', error);
  }

  override componentDidUpdate(previous: Props, previousState: State): void {
    // Only an error already on screen is cleared by a new address (the render that failed may itself be a navigation's).
    if (!this.state.failed || !previousState.failed || previous.location === this.props.location) return;
    if (this.state.codeMissing) window.location.reload();
    else this.setState({ failed: false, codeMissing: false });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <MessagePage title="This page could not be loaded" icon={<AlertCircle className="h-6 w-6 text-red-500" aria-hidden="true" />} text="Check your connection and try again.">
        <Button onClick={() => window.location.reload()}>Try again</Button>
      </MessagePage>
    );
  }
}
