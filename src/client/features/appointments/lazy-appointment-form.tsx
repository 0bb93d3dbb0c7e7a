import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Skeleton } from '../../components/ui/skeleton';
import type { AppointmentFormProps } from './appointment-form';

// The form validates with the shared zod schema, which weighs more than the rest of the home page:
// it loads as the visitor scrolls towards it, not with the page.
const AppointmentForm = lazy(() => import('./appointment-form').then((m) => ({ default: m.AppointmentForm })));

function FormSkeleton() {
  return (
    <div className="grid gap-5 sm:grid-cols-2" aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="space-y-2">
          <Skeleton className="h-3 w-20" />
          <Skeleton className="h-11 w-full" />
        </div>
      ))}
      <Skeleton className="h-24 w-full sm:col-span-2" />
      <Skeleton className="h-12 w-52" />
    </div>
  );
}

/** The appointment form, fetched when it comes within a screen or two of the viewport. */
export function LazyAppointmentForm(props: AppointmentFormProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      // No observer: load at once (a callback, so the state change is not made during the effect).
      const t = setTimeout(() => setNear(true), 0);
      return () => clearTimeout(t);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '1200px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return <div ref={ref}>{near ? <Suspense fallback={<FormSkeleton />}><AppointmentForm {...props} /></Suspense> : <FormSkeleton />}</div>;
}
