import { PROMISES } from './home-content';

export function PromisesStrip() {
  return (
    <section aria-label="Our promises" className="border-b border-sand bg-ivory">
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-6 px-5 py-8 sm:px-8 lg:grid-cols-4">
        {PROMISES.map((p) => (
          <li key={p.title} className="flex gap-3">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="mt-0.5 h-5 w-5 shrink-0 text-gold-500"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.3"
            >
              <path d="M5 9l3.5-4h7L19 9l-7 11z" />
              <path d="M5 9h14M12 20L8.5 9 12 5l3.5 4z" />
            </svg>
            <div>
              <p className="font-display text-lg leading-tight text-charcoal">{p.title}</p>
              <p className="mt-1 text-sm leading-snug text-stone">{p.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
