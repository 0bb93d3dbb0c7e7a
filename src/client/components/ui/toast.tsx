import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TIMINGS_MS } from '@shared/constants';

export type ToastTone = 'success' | 'error' | 'info';

interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
}

interface ToastApi {
  /** Shows `message` for TIMINGS_MS.toast (3 s). */
  show: (message: string, tone?: ToastTone) => void;
  success: (message: string) => void;
  error: (message: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

const TONE_CLASSES: Record<ToastTone, string> = {
  success: 'border-l-gold-400',
  info: 'border-l-sand',
  error: 'border-l-[#e07a7a]',
};

/** Toasts in two live regions: polite for news, assertive for errors. */
export function ToastProvider({ children, duration = TIMINGS_MS.toast }: { children: ReactNode; duration?: number }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((t) => t.id !== id));
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
  }, []);

  const show = useCallback(
    (message: string, tone: ToastTone = 'info') => {
      const id = nextId.current++;
      // The same message twice in a row replaces the first rather than stacking.
      setToasts((list) => [...list.filter((t) => t.message !== message).slice(-2), { id, message, tone }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), duration),
      );
    },
    [dismiss, duration],
  );

  useEffect(() => {
    const all = timers.current;
    return () => all.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({ show, success: (m) => show(m, 'success'), error: (m) => show(m, 'error') }),
    [show],
  );

  const render = (items: ToastItem[]) =>
    items.map((t) => (
      <div
        key={t.id}
        className={
          `on-dark pointer-events-auto flex animate-toast-in items-start gap-3 rounded-sm border-l-4 ` +
          `bg-charcoal px-4 py-3 text-sm text-ivory shadow-xl ${TONE_CLASSES[t.tone]}`
        }
      >
        <p className="flex-1 leading-snug">{t.message}</p>
        <button
          type="button"
          onClick={() => dismiss(t.id)}
          className="-my-1 -mr-1 rounded px-2 py-1 text-gold-300 hover:text-ivory"
          aria-label="Dismiss"
        >
          ×
        </button>
      </div>
    ));

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        className={
          'pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex flex-col items-center gap-2 px-4 ' +
          'sm:bottom-6 sm:items-end sm:px-6'
        }
      >
        <div role="status" aria-live="polite" className="flex w-full max-w-sm flex-col gap-2">
          {render(toasts.filter((t) => t.tone !== 'error'))}
        </div>
        <div role="alert" aria-live="assertive" className="flex w-full max-w-sm flex-col gap-2">
          {render(toasts.filter((t) => t.tone === 'error'))}
        </div>
      </div>
    </ToastContext.Provider>
  );
}
