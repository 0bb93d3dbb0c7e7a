import {
  Component,
  createContext,
  useContext,
  useEffect,
  useState,
  type Dispatch,
  type ErrorInfo,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { Button } from '@client/components/ui/button';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';

// A dashboard screen that throws while drawing shows a message in place of the blank page React
// leaves, and what the admin typed survives: form fields keep their drafts in a store that sits
// above every screen's boundary, so 'Try again' draws the form with the same values.

type DraftStore = Map<string, unknown>;
const DraftsContext = createContext<DraftStore | null>(null);

/** Holds the drafts of every dashboard form for as long as the dashboard is open. */
export function ScreenDrafts({ children }: { children: ReactNode }) {
  const [store] = useState<DraftStore>(() => new Map());
  return <DraftsContext.Provider value={store}>{children}</DraftsContext.Provider>;
}

/**
 * useState whose value outlives a failed screen: it starts from the draft kept under `key`, and
 * keeps each value once it has been drawn (a value that made the screen fail is not kept, so
 * 'Try again' does not fail again on it).
 */
export function useDraftState<T>(key: string, initial: T | (() => T)): [T, Dispatch<SetStateAction<T>>] {
  const store = useContext(DraftsContext);
  const [value, setValue] = useState<T>(() => {
    if (store?.has(key)) return store.get(key) as T;
    return typeof initial === 'function' ? (initial as () => T)() : initial;
  });
  useEffect(() => {
    store?.set(key, value);
  }, [store, key, value]);
  return [value, setValue];
}

/** Forgets the drafts whose key starts with `prefix` (a form closed or saved starts afresh next time). */
export function useForgetDrafts(): (prefix: string) => void {
  const store = useContext(DraftsContext);
  return (prefix) => {
    for (const key of [...(store?.keys() ?? [])]) if (key.startsWith(prefix)) store?.delete(key);
  };
}

interface BoundaryState {
  failed: boolean;
}

/** One screen's boundary: its failure is shown in its place, with a way back to its form. */
export class ScreenBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept for whoever opens the console; the admin sees the message below.
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const copy = DASHBOARD_COPY.screenFailed;
    return (
      <div role="alert" className="max-w-2xl rounded-sm border border-danger/25 bg-[#fbefec] px-5 py-5 text-ink">
        <h2 className="text-2xl text-danger">{copy.title}</h2>
        <p className="mt-2 text-sm">{copy.body}</p>
        <Button variant="primary" className="mt-4" onClick={() => this.setState({ failed: false })}>
          {copy.retry}
        </Button>
      </div>
    );
  }
}
