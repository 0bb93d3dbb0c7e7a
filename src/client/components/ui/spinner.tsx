const SIZES = { sm: 'h-4 w-4 border-2', md: 'h-6 w-6 border-2', lg: 'h-10 w-10 border-[3px]' } as const;

/** A decorative spinner. Give `label` when it is the only sign that something is loading. */
export function Spinner({ size = 'md', label }: { size?: keyof typeof SIZES; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className={
          `${SIZES[size]} inline-block animate-spin rounded-full border-current border-r-transparent ` +
          `motion-reduce:animate-none`
        }
      />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
