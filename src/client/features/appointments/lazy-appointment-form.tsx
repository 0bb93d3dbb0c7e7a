import { lazy, Suspense, useRef } from 'react';
import { Skeleton } from '@client/components/ui/skeleton';
import { useNearScreen } from '@client/lib/use-near-screen';
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
  const near = useNearScreen(ref, '1200px 0px');
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={<FormSkeleton />}>
          <AppointmentForm {...props} />
        </Suspense>
      ) : (
        <FormSkeleton />
      )}
    </div>
  );
}
