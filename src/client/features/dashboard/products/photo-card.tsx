import { useId, useRef, useState, type DragEvent, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { DENSE_INPUT_CLASSES, DENSE_LABEL_CLASSES } from '@client/components/ui/field';
import { PHOTO_COPY } from '@shared/messages/photos';
import { PHOTO_ALT_MAX } from '@shared/schemas/photos';
import type { ProductPhotoDto } from '@shared/schemas/catalog';

export interface PhotoCardProps {
  photo: ProductPhotoDto;
  index: number;
  total: number;
  busy: boolean;
  dragging: boolean;
  dropTarget: boolean;
  onMove: (from: number, to: number) => void;
  onSaveAlt: (alt: string) => Promise<boolean>;
  onDelete: () => void;
  onDragStart: () => void;
  onDragOver: () => void;
  onDrop: () => void;
  onDragEnd: () => void;
}

const ICON_BUTTON =
  'grid h-10 w-10 place-items-center rounded-sm border border-sand bg-white text-charcoal transition-colors ' +
  'hover:border-gold-400 hover:bg-cream disabled:cursor-not-allowed disabled:opacity-40';

function Arrow({ direction }: { direction: 'earlier' | 'later' }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={`h-4 w-4 ${direction === 'earlier' ? '' : 'rotate-180'}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <path d="M10 15V5M5.5 9.5 10 5l4.5 4.5" />
    </svg>
  );
}

/** One photo of the manager: its picture, its place (drag handle and arrows), its alt text and its delete button. */
export function PhotoCard(props: PhotoCardProps) {
  const { photo, index, total, busy, dragging, dropTarget, onMove, onSaveAlt, onDelete } = props;
  const ids = { alt: useId(), hint: useId() };
  const [alt, setAlt] = useState(photo.alt);
  const [savedAlt, setSavedAlt] = useState(photo.alt);
  const [saving, setSaving] = useState(false);
  // A new alt from the server (another save, a refetch) replaces an untouched draft.
  if (photo.alt !== savedAlt) {
    setSavedAlt(photo.alt);
    if (alt === savedAlt) setAlt(photo.alt);
  }
  const main = index === 0;
  const handle = useRef<HTMLButtonElement>(null);
  // The card is draggable only from its handle, so that selecting text in the alt field stays possible.
  const [armed, setArmed] = useState(false);

  /** Moves from a button; focus stays with this photo (the button may be disabled at its new end). */
  function moveBy(step: number) {
    if (busy) return;
    onMove(index, index + step);
    handle.current?.focus();
  }

  function handleKey(event: KeyboardEvent<HTMLButtonElement>) {
    const step =
      event.key === 'ArrowUp' || event.key === 'ArrowLeft'
        ? -1
        : event.key === 'ArrowDown' || event.key === 'ArrowRight'
          ? 1
          : 0;
    if (step === 0) return;
    event.preventDefault();
    const to = index + step;
    if (!busy && to >= 0 && to < total) onMove(index, to);
  }

  async function saveAlt(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    try {
      if (await onSaveAlt(alt.trim())) setAlt(alt.trim());
    } finally {
      setSaving(false);
    }
  }

  const dragProps = {
    draggable: armed && !busy,
    onDragStart: (e: DragEvent<HTMLLIElement>) => {
      e.dataTransfer.effectAllowed = 'move';
      e.dataTransfer.setData('text/plain', String(photo.id));
      props.onDragStart();
    },
    onDragOver: (e: DragEvent<HTMLLIElement>) => {
      e.preventDefault();
      e.dataTransfer.dropEffect = 'move';
      props.onDragOver();
    },
    onDrop: (e: DragEvent<HTMLLIElement>) => {
      e.preventDefault();
      props.onDrop();
    },
    onDragEnd: () => {
      setArmed(false);
      props.onDragEnd();
    },
  };

  return (
    <li
      {...dragProps}
      aria-label={PHOTO_COPY.photo(index + 1)}
      className={
        `grid grid-cols-[6rem_minmax(0,1fr)] gap-x-4 gap-y-3 rounded-sm border bg-white p-3 ` +
        `transition-shadow ${
          dropTarget ? 'border-gold-500 shadow-[0_0_0_2px_rgb(176_141_87/0.35)]' : 'border-sand'
        } ${dragging ? 'opacity-50' : ''}`
      }
    >
      <figure className="relative">
        <img
          src={photo.url}
          srcSet={photo.srcset}
          sizes="96px"
          alt={photo.alt}
          className="aspect-square w-24 rounded-sm border border-sand bg-cream object-cover"
        />
        {main ? (
          <figcaption
            className={
              'absolute inset-x-0 bottom-0 rounded-b-sm bg-charcoal/85 py-0.5 text-center ' +
              'text-[0.6rem] font-medium uppercase tracking-[0.16em] text-ivory'
            }
          >
            {PHOTO_COPY.main}
          </figcaption>
        ) : null}
      </figure>
      <div className="flex min-w-0 flex-col justify-between gap-2">
        <p className="text-[0.7rem] font-medium uppercase tracking-[0.16em] text-stone" aria-hidden="true">
          {index + 1} / {total}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <button
            ref={handle}
            type="button"
            data-photo-handle={photo.id}
            className={`${ICON_BUTTON} cursor-grab active:cursor-grabbing`}
            aria-label={PHOTO_COPY.handle(index + 1, total)}
            aria-describedby={ids.hint}
            aria-disabled={busy || undefined}
            onKeyDown={handleKey}
            onPointerDown={() => setArmed(true)}
            onPointerUp={() => setArmed(false)}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
              <circle cx="7" cy="5" r="1.4" />
              <circle cx="13" cy="5" r="1.4" />
              <circle cx="7" cy="10" r="1.4" />
              <circle cx="13" cy="10" r="1.4" />
              <circle cx="7" cy="15" r="1.4" />
              <circle cx="13" cy="15" r="1.4" />
            </svg>
          </button>
          <span id={ids.hint} className="sr-only">
            {PHOTO_COPY.handleHint}
          </span>
          <button
            type="button"
            className={ICON_BUTTON}
            disabled={index === 0}
            onClick={() => moveBy(-1)}
            aria-label={`${PHOTO_COPY.moveEarlier}, ${PHOTO_COPY.photo(index + 1)}`}
            title={PHOTO_COPY.moveEarlier}
          >
            <Arrow direction="earlier" />
          </button>
          <button
            type="button"
            className={ICON_BUTTON}
            disabled={index === total - 1}
            onClick={() => moveBy(1)}
            aria-label={`${PHOTO_COPY.moveLater}, ${PHOTO_COPY.photo(index + 1)}`}
            title={PHOTO_COPY.moveLater}
          >
            <Arrow direction="later" />
          </button>
          <Button
            variant="dangerOutline"
            size="sm"
            className="ml-auto"
            disabled={busy || total === 1}
            title={total === 1 ? PHOTO_COPY.keepOne : undefined}
            onClick={onDelete}
          >
            {PHOTO_COPY.delete}
            <span className="sr-only"> {PHOTO_COPY.photo(index + 1)}</span>
          </Button>
        </div>
      </div>
      <form onSubmit={(e) => void saveAlt(e)} className="col-span-2 flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={ids.alt} className={DENSE_LABEL_CLASSES}>
            {PHOTO_COPY.alt}
            <span className="sr-only">, {PHOTO_COPY.photo(index + 1)}</span>
          </label>
          <input
            id={ids.alt}
            value={alt}
            maxLength={PHOTO_ALT_MAX}
            placeholder={PHOTO_COPY.altPlaceholder}
            onChange={(e) => setAlt(e.target.value)}
            className={DENSE_INPUT_CLASSES}
          />
        </div>
        <Button
          type="submit"
          variant="outline"
          size="sm"
          className="min-h-11"
          loading={saving}
          disabled={alt.trim() === photo.alt}
        >
          {PHOTO_COPY.saveAlt}
          <span className="sr-only">
            {' '}
            {PHOTO_COPY.alt}, {PHOTO_COPY.photo(index + 1)}
          </span>
        </Button>
      </form>
    </li>
  );
}
