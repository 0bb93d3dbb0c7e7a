/** A placeholder block shown while content loads; size it with `className`. */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`block animate-pulse rounded-sm bg-sand/70 motion-reduce:animate-none ${className}`}
    />
  );
}
