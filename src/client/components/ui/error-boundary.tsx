import { Component, type ErrorInfo, type ReactNode } from 'react';
import { GENERAL_MESSAGES } from '@shared/messages';
import { buttonClasses } from './button';

interface Props {
  children: ReactNode;
}

/** Catches a page that fails to load or render (for example a chunk lost to a new deployment). */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div
        role="alert"
        className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-6 py-20 text-center"
      >
        <p className="font-display text-3xl text-charcoal">{GENERAL_MESSAGES.serverError}</p>
        <button
          type="button"
          className={buttonClasses('primary', 'md', 'mt-8')}
          onClick={() => window.location.reload()}
        >
          {GENERAL_MESSAGES.retry}
        </button>
      </div>
    );
  }
}
