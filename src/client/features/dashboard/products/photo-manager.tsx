import { useId, useRef, useState } from 'react';
import { useToast } from '@client/components/ui/toast';
import { FieldHint, FormAlert, DENSE_LABEL_CLASSES } from '@client/components/ui/field';
import { IMAGE_MESSAGES } from '@shared/messages/back-office';
import { PHOTO_COPY, PHOTO_MESSAGES } from '@shared/messages/photos';
import { MAX_PRODUCT_PHOTOS } from '@shared/schemas/photos';
import type { ProductDto, ProductPhotoDto } from '@shared/schemas/catalog';
import { errorMessage, isUnauthorized } from '@client/lib/api-errors';
import {
  useDeleteProductPhoto,
  useRefreshAfterChange,
  useReorderProductPhotos,
  useUpdateProductPhotoAlt,
} from '../api';
import { ConfirmDialog } from '../components/confirm-dialog';
import { PhotoCard } from './photo-card';
import { UploadProgress } from './upload-progress';
import { useProductUpload } from './use-product-upload';

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * A product's photos on its edit form: add several (each its own upload, with progress), put
 * them in order by dragging or from the keyboard (the new place is announced), describe each
 * one, delete one after a confirmation. Each change is saved at once; the first is the main photo.
 */
export function PhotoManager({ product }: { product: ProductDto }) {
  const toast = useToast();
  const ids = { input: useId(), hint: useId(), error: useId() };
  const refresh = useRefreshAfterChange();
  const { upload, progress, uploading } = useProductUpload();
  const reorder = useReorderProductPhotos();
  const remove = useDeleteProductPhoto();
  const updateAlt = useUpdateProductPhotoAlt();
  // The order shown while a new one is being saved (the server's once it answers).
  const [pending, setPending] = useState<ProductPhotoDto[] | null>(null);
  // A move lasts until the server's order is read back: a second move before then would start from an
  // order the first one's end then replaces, so moves wait their turn (and the list says it is busy).
  const [moving, setMoving] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [uploadNote, setUploadNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [doomed, setDoomed] = useState<ProductPhotoDto | null>(null);
  const [drag, setDrag] = useState<{ from: number; over: number } | null>(null);

  const sectionRef = useRef<HTMLElement>(null);
  const photos = pending ?? product.photos;

  /** Puts focus back on a moved photo's handle when re-rendering dropped it (it never takes it from elsewhere). */
  function keepFocusOn(photoId: number) {
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      sectionRef.current?.querySelector<HTMLButtonElement>(`[data-photo-handle="${photoId}"]`)?.focus();
    });
  }
  const busy = uploading || moving || remove.isPending;
  const room = MAX_PRODUCT_PHOTOS - photos.length;

  function failed(err: unknown, fallback: string) {
    if (!isUnauthorized(err)) setError(errorMessage(err, fallback));
  }

  async function move(from: number, to: number) {
    if (moving || from === to || to < 0 || to >= photos.length) return;
    const next = moved(photos, from, to);
    setMoving(true);
    setError(null);
    const movedId = photos[from]!.id;
    setPending(next);
    setAnnouncement(PHOTO_COPY.moved(to + 1, next.length));
    keepFocusOn(movedId);
    try {
      await reorder.mutateAsync({ productId: product.id, photoIds: next.map((p) => p.id) });
      await refresh();
    } catch (err) {
      setAnnouncement('');
      failed(err, PHOTO_COPY.reorderFailed);
    } finally {
      setPending(null);
      setMoving(false);
      keepFocusOn(movedId);
    }
  }

  async function add(input: HTMLInputElement) {
    const files = Array.from(input.files ?? []);
    input.value = '';
    setError(null);
    if (files.some((f) => !f.type.startsWith('image/'))) {
      setError(IMAGE_MESSAGES.notAnImage);
      return;
    }
    const chosen = files.slice(0, Math.max(0, room));
    for (const [i, file] of chosen.entries()) {
      setUploadNote(PHOTO_COPY.uploadingOf(i + 1, chosen.length));
      const form = new FormData();
      form.set('productImage', file, file.name);
      const outcome = await upload({
        method: 'POST',
        url: `/api/products/${product.id}/photos`,
        form,
        succeeded: PHOTO_MESSAGES.added,
        failed: PHOTO_COPY.addFailed,
      });
      if (!outcome.ok) {
        setError(outcome.message);
        break;
      }
    }
    setUploadNote('');
    if (files.length > chosen.length) setError(PHOTO_MESSAGES.tooMany(MAX_PRODUCT_PHOTOS));
    else if (chosen.length > 0)
      setAnnouncement(chosen.length === 1 ? PHOTO_MESSAGES.added : PHOTO_COPY.addedMany(chosen.length));
  }

  async function saveAlt(photo: ProductPhotoDto, alt: string): Promise<boolean> {
    setError(null);
    try {
      const { message } = await updateAlt.mutateAsync({ productId: product.id, photoId: photo.id, alt });
      toast.success(message);
      await refresh();
      return true;
    } catch (err) {
      failed(err, PHOTO_COPY.altFailed);
      return false;
    }
  }

  async function confirmDelete() {
    if (!doomed) return;
    setError(null);
    try {
      const { message } = await remove.mutateAsync({ productId: product.id, photoId: doomed.id });
      toast.success(message);
      setAnnouncement(message);
      await refresh();
    } catch (err) {
      failed(err, PHOTO_COPY.deleteFailed);
    } finally {
      setDoomed(null);
    }
  }

  return (
    <section ref={sectionRef} aria-labelledby={`${ids.input}-heading`} className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={`${ids.input}-heading`} className="text-2xl">
            {PHOTO_COPY.heading}
          </h2>
          <p className="mt-1 max-w-prose text-sm text-stone">{PHOTO_COPY.intro}</p>
        </div>
        <div className="sm:w-80">
          <label htmlFor={ids.input} className={DENSE_LABEL_CLASSES}>
            {PHOTO_COPY.add}
          </label>
          <input
            id={ids.input}
            type="file"
            accept="image/*"
            multiple
            disabled={busy || room <= 0}
            onChange={(e) => void add(e.currentTarget)}
            aria-describedby={ids.hint}
            className={
              'block w-full text-sm text-stone file:mr-4 file:min-h-10 file:cursor-pointer file:rounded-sm ' +
              'file:border-0 file:bg-charcoal file:px-4 file:text-xs file:font-medium file:uppercase ' +
              'file:tracking-[0.14em] file:text-ivory hover:file:bg-ink disabled:opacity-55'
            }
          />
          <FieldHint id={ids.hint}>
            {room <= 0 ? PHOTO_COPY.full(MAX_PRODUCT_PHOTOS) : PHOTO_COPY.count(photos.length, MAX_PRODUCT_PHOTOS)}
          </FieldHint>
        </div>
      </div>

      {uploading ? (
        <div className="space-y-1">
          <p className="text-xs text-stone">{uploadNote}</p>
          <UploadProgress progress={progress} />
        </div>
      ) : null}
      <FormAlert id={ids.error} message={error} />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <ol
        className={`grid gap-3 sm:grid-cols-2 2xl:grid-cols-3 ${moving ? 'opacity-80' : ''}`}
        aria-busy={busy || undefined}
      >
        {photos.map((photo, index) => (
          <PhotoCard
            key={photo.id}
            photo={photo}
            index={index}
            total={photos.length}
            busy={busy}
            dragging={drag?.from === index}
            dropTarget={drag !== null && drag.over === index && drag.from !== index}
            onMove={(from, to) => void move(from, to)}
            onSaveAlt={(alt) => saveAlt(photo, alt)}
            onDelete={() => setDoomed(photo)}
            onDragStart={() => setDrag({ from: index, over: index })}
            onDragOver={() => setDrag((d) => (d && d.over !== index ? { ...d, over: index } : d))}
            onDrop={() => {
              if (drag) void move(drag.from, index);
              setDrag(null);
            }}
            onDragEnd={() => setDrag(null)}
          />
        ))}
      </ol>

      <ConfirmDialog
        open={doomed !== null}
        title={PHOTO_COPY.confirmDeleteTitle}
        message={PHOTO_COPY.confirmDeleteMessage}
        confirmLabel={PHOTO_COPY.confirmDelete}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDoomed(null)}
      />
    </section>
  );
}
