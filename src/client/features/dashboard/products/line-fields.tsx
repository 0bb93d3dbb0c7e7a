// The controls of one line of a list editor (a stone, a size): each named by its schema path so
// that leaving it shows its message, labelled with its line number, and tied to the line's messages.

export function lineFields<K extends string>(
  list: 'stones' | 'sizes',
  index: number,
  names: readonly K[],
  labelOf: (field: string, line: number) => string,
  error: (path: string) => string | undefined,
) {
  const path = (name: K) => `${list}.${index}.${name}`;
  const errorId = `${list}-${index}-error`;
  const messages = names.map((name) => error(path(name))).filter((m): m is string => Boolean(m));
  const props = (name: K, label: string) => ({
    name: path(name),
    'aria-label': labelOf(label, index + 1),
    'aria-invalid': error(path(name)) ? (true as const) : undefined,
    'aria-describedby': error(path(name)) ? errorId : undefined,
  });
  return { props, messages, errorId };
}

/** The schema's messages about one line, under it. */
export function LineError({ id, messages }: { id: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-danger">
      {messages.join(' ')}
    </p>
  );
}
