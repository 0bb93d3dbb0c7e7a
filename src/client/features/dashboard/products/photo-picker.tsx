import { useEffect, useRef, useState } from 'react';
import { IMAGE_MESSAGES } from '@shared/messages/back-office';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';
import { FieldHint, FieldLabel } from '@client/components/ui/field';
import { ProductThumb } from '../components/product-thumb';

export interface PhotoPickerProps {
  id: string;
  /** Called with the chosen image, or null when the choice was cleared or refused. */
  onFile: (file: File | null) => void;
  /** The photo the product has now (editing), shown until another is chosen. */
  currentPhoto?: string | null;
  optional?: boolean;
  invalid?: boolean;
  compact?: boolean;
}

/**
 * A file input for one product photo, image files only (accept="image/*", and checked again here
 * because a picker's filter is only a suggestion), with a preview of the chosen picture.
 * The owner resets it by giving it a new `key`.
 */
export function PhotoPicker({
  id,
  onFile,
  currentPhoto = null,
  optional = false,
  invalid = false,
  compact = false,
}: PhotoPickerProps) {
  const [preview, setPreview] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);
  const hintId = `${id}-hint`;

  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  function showPreview(url: string | null) {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = url;
    setPreview(url);
  }

  function choose(input: HTMLInputElement) {
    const file = input.files?.[0] ?? null;
    if (file && !file.type.startsWith('image/')) {
      input.value = '';
      showPreview(null);
      setRefusal(IMAGE_MESSAGES.notAnImage);
      onFile(null);
      return;
    }
    setRefusal(null);
    showPreview(file ? URL.createObjectURL(file) : null);
    onFile(file);
  }

  const shown = preview ?? currentPhoto;
  return (
    <div className={compact ? 'flex items-start gap-4' : 'space-y-4'}>
      <div className={compact ? 'order-2 min-w-0 flex-1' : ''}>
        <FieldLabel htmlFor={id} optional={optional}>
          {DASHBOARD_COPY.photo}
        </FieldLabel>
        <input
          id={id}
          type="file"
          accept="image/*"
          onChange={(e) => choose(e.currentTarget)}
          aria-invalid={invalid || refusal ? true : undefined}
          aria-describedby={hintId}
          className={
            'block w-full text-sm text-stone file:mr-4 file:min-h-10 file:cursor-pointer file:rounded-sm ' +
            'file:border-0 file:bg-charcoal file:px-4 file:text-xs file:font-medium file:uppercase ' +
            'file:tracking-[0.14em] file:text-ivory hover:file:bg-ink'
          }
        />
        {refusal ? (
          <p role="alert" className="mt-1.5 text-xs text-danger">
            {refusal}
          </p>
        ) : (
          <FieldHint id={hintId}>
            {optional ? 'Leave empty to keep the current photo.' : 'JPEG, PNG, WebP, AVIF or GIF.'}
          </FieldHint>
        )}
      </div>
      <figure className={compact ? 'order-1' : ''}>
        {shown ? (
          <img
            src={shown}
            alt={preview ? 'Preview of the chosen photo' : 'Current photo'}
            className={
              `rounded-sm border border-sand bg-cream object-cover ` +
              `${compact ? 'h-24 w-24' : 'aspect-square w-full max-w-[12rem] lg:max-w-xs'}`
            }
          />
        ) : compact ? (
          <ProductThumb src={null} className="h-24 w-24" />
        ) : (
          <div
            className={
              'grid aspect-[2/1] w-full place-items-center rounded-sm border border-dashed ' +
              'lg:aspect-square lg:max-w-xs border-gold-400/70 bg-cream/60 px-6 text-center text-sm text-stone'
            }
          >
            {DASHBOARD_COPY.products.photoPreview}
          </div>
        )}
      </figure>
    </div>
  );
}
