import { z } from 'zod';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { useToast } from '@client/components/ui/toast';
import { TEXT_LIMITS } from '@shared/constants';
import { PRODUCT_MESSAGES } from '@shared/messages/back-office';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';
import { updateProductInput, type ProductDto } from '@shared/schemas/catalog';
import { CategorySelect } from '../components/category-select';
import { useDraftState, useForgetDrafts } from '../components/screen-boundary';
import { FieldLabel, FormAlert, DENSE_INPUT_CLASSES } from '@client/components/ui/field';
import { PhotoManager } from './photo-manager';
import { PhotoPicker } from './photo-picker';
import { hasSpecifications, parseSpecDraft, specDraftFromDto, specFormFields, type SpecDraft } from './spec-form';
import { SpecificationsSection } from './specifications-section';
import { UploadProgress } from './upload-progress';
import { useProductUpload } from './use-product-upload';

// The text fields alone (the photo and the specifications are checked apart); a refined schema has no .omit().
const textFields = z.object({
  id: updateProductInput.shape.id,
  name: updateProductInput.shape.name,
  categoryId: updateProductInput.shape.categoryId,
  description: updateProductInput.shape.description,
});

/** A product row switched to editing: name, category, description and, optionally, a new photo. */
export function ProductEditRow({
  product,
  columns,
  onDone,
}: {
  product: ProductDto;
  columns: number;
  onDone: () => void;
}) {
  const toast = useToast();
  const forgetDrafts = useForgetDrafts();
  const close = () => {
    forgetDrafts(draft);
    onDone();
  };
  const ids = { name: useId(), category: useId(), description: useId(), photo: useId(), error: useId() };
  const draft = `product-edit:${product.id}:`;
  const [name, setName] = useDraftState(`${draft}name`, product.name);
  const [categoryId, setCategoryId] = useDraftState(`${draft}category`, String(product.category.id));
  const [description, setDescription] = useDraftState(`${draft}description`, product.description);
  const [file, setFile] = useState<File | null>(null);
  const [spec, setSpec] = useDraftState<SpecDraft>(`${draft}spec`, () => specDraftFromDto(product.specifications));
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { upload, progress, uploading } = useProductUpload();
  // A message about the last save goes once the specifications change.
  const updateSpec = (next: SpecDraft) => {
    setSpec(next);
    setError(null);
  };
  const nameRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    nameRef.current?.focus();
  }, []);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setTried(true);
    const parsed = textFields.safeParse({ id: product.id, name, categoryId, description });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? PRODUCT_MESSAGES.updateFieldsRequired);
      return;
    }
    const specs = parseSpecDraft(spec);
    if (!specs.ok) {
      setError(specs.first);
      return;
    }
    const form = new FormData();
    form.set('name', parsed.data.name);
    form.set('category', String(parsed.data.categoryId));
    form.set('description', parsed.data.description ?? '');
    // Emptied specifications are cleared; a product that had none sends none.
    for (const [key, value] of Object.entries(
      specFormFields(specs.spec, { clearWhenEmpty: hasSpecifications(product.specifications) }),
    ))
      form.set(key, value);
    if (file) form.set('productImage', file, file.name);
    const outcome = await upload({
      method: 'PUT',
      url: `/api/updateProduct/${product.id}`,
      form,
      succeeded: PRODUCT_MESSAGES.updateSucceeded,
      failed: PRODUCT_MESSAGES.updateFailed,
    });
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    toast.success(outcome.message);
    close();
  }

  return (
    <tr className="bg-cream/50 max-md:block max-md:rounded-sm max-md:border max-md:border-gold-400/60">
      <td colSpan={columns} className="px-4 py-5 max-md:block sm:px-5">
        <form
          onSubmit={(e) => void save(e)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && !uploading) close();
          }}
          noValidate
          aria-label={`Edit ${product.name}`}
          aria-describedby={error ? ids.error : undefined}
          className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
        >
          <div className="space-y-4">
            <div>
              <FieldLabel htmlFor={ids.name}>{PAGE_MESSAGES.name}</FieldLabel>
              <input
                ref={nameRef}
                id={ids.name}
                value={name}
                maxLength={TEXT_LIMITS.productName}
                onChange={(e) => setName(e.target.value)}
                aria-invalid={(error !== null && !name.trim()) || undefined}
                className={DENSE_INPUT_CLASSES}
              />
            </div>
            <div>
              <FieldLabel htmlFor={ids.category}>{PAGE_MESSAGES.category}</FieldLabel>
              <CategorySelect
                id={ids.category}
                value={categoryId}
                onChange={setCategoryId}
                invalid={error !== null && !categoryId}
              />
            </div>
          </div>
          <div className="space-y-4">
            <div>
              <FieldLabel htmlFor={ids.description}>{DASHBOARD_COPY.description}</FieldLabel>
              <textarea
                id={ids.description}
                value={description}
                rows={3}
                maxLength={TEXT_LIMITS.productDescription}
                onChange={(e) => setDescription(e.target.value)}
                className={`${DENSE_INPUT_CLASSES} resize-y`}
              />
            </div>
            <PhotoPicker id={ids.photo} onFile={setFile} currentPhoto={product.photo} optional compact />
          </div>
          <div className="border-t border-sand pt-5 lg:col-span-2">
            <SpecificationsSection draft={spec} onChange={updateSpec} tried={tried} categoryId={categoryId} />
          </div>
          <div className="space-y-3 lg:col-span-2">
            <UploadProgress progress={progress} />
            <FormAlert id={ids.error} message={error} />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={close} disabled={uploading}>
                {DASHBOARD_COPY.cancel}
              </Button>
              <Button type="submit" variant="primary" loading={uploading}>
                {DASHBOARD_COPY.save}
              </Button>
            </div>
          </div>
        </form>
        {/* Outside the form: each photo change is saved at once, and forms do not nest. */}
        <div className="mt-6 border-t border-sand pt-5">
          <PhotoManager product={product} />
        </div>
      </td>
    </tr>
  );
}
