import { useEffect, useId, useRef } from 'react';
import { DASHBOARD_MESSAGES } from '@shared/dashboard-copy';

/** How much of the photo has been sent. */
export function UploadProgress({ progress }: { progress: number | null }) {
  const bar = useRef<HTMLSpanElement>(null);
  const labelId = useId();
  const percent = Math.round((progress ?? 0) * 100);
  // Width set through the CSSOM: the content security policy refuses inline style attributes.
  useEffect(() => {
    if (bar.current) bar.current.style.width = `${percent}%`;
  }, [percent]);
  if (progress === null) return null;
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between text-xs text-stone">
        <span id={labelId}>{DASHBOARD_MESSAGES.uploading}</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 w-full overflow-hidden rounded-full bg-sand"
      >
        <span ref={bar} className="block h-full w-0 rounded-full bg-gold-500 transition-[width] duration-150" />
      </div>
    </div>
  );
}
