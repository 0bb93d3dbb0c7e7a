import { z } from 'zod';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { useToast } from '@client/components/ui/toast';
import { TEXT_LIMITS } from '@shared/constants';
import { PRODUCT_MESSAGES } from '@shared/messages/back-office';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { DASHBOARD_COPY, DASHBOARD_MESSAGES } from '@shared/dashboard-copy';
import { createProductInput } from '@shared/schemas/catalog';
import { CategorySelect } from '../components/category-select';
import { FieldHint, FieldLabel, FormAlert, DENSE_INPUT_CLASSES } from '@client/components/ui/field';
import { PageHeader, Panel } from '../components/page-header';
import { useDraftState } from '../components/screen-boundary';
import { DASHBOARD_PATHS } from '../dashboard-paths';
import { PhotoPicker } from './photo-picker';
import { EMPTY_SPEC_DRAFT, parseSpecDraft, specFormFields, type SpecDraft } from './spec-form';
import { SpecificationsSection } from './specifications-section';
import { UploadProgress } from './upload-progress';
import { useProductUpload } from './use-product-upload';

// The text fields alone (the photo and the specifications are checked apart); a refined schema has no .omit().
const textFields = z.object({
  name: createProductInput.shape.name,
  categoryId: createProductInput.shape.categoryId,
  description: createProductInput.shape.description,
  sku: createProductInput.shape.sku,
});

export function ProductCreateView() {
  const toast = useToast();
  const ids = { name: useId(), sku: useId(), category: useId(), description: useId(), photo: useId(), error: useId() };
  const [name, setName] = useDraftState('product-create:name', '');
  const [sku, setSku] = useDraftState('product-create:sku', '');
  const [categoryId, setCategoryId] = useDraftState('product-create:category', '');
  const [description, setDescription] = useDraftState('product-create:description', '');
  const [file, setFile] = useState<File | null>(null);
  const [spec, setSpec] = useDraftState<SpecDraft>('product-create:spec', EMPTY_SPEC_DRAFT);
  const [pickerKey, setPickerKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const { upload, progress, uploading } = useProductUpload();
  // A message about the last save goes once the specifications change.
  const updateSpec = (next: SpecDraft) => {
    setSpec(next);
    setError(null);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    setError(null);
    const parsed = textFields.safeParse({ name, categoryId, description, sku: sku.trim() || undefined });
    const specs = parseSpecDraft(spec);
    if (!parsed.success || !file) {
      setError(
        parsed.success
          ? PRODUCT_MESSAGES.createFieldsRequired
          : (parsed.error.issues[0]?.message ?? PRODUCT_MESSAGES.createFieldsRequired),
      );
      return;
    }
    if (!specs.ok) {
      setError(specs.first);
      return;
    }
    const form = new FormData();
    form.set('name', parsed.data.name);
    form.set('category', String(parsed.data.categoryId));
    form.set('description', parsed.data.description);
    if (parsed.data.sku !== undefined) form.set('sku', parsed.data.sku);
    for (const [key, value] of Object.entries(specFormFields(specs.spec))) form.set(key, value);
    form.set('productImage', file, file.name);
    const outcome = await upload({
      method: 'POST',
      url: '/api/createProduct',
      form,
      succeeded: PRODUCT_MESSAGES.createSucceeded,
      failed: PRODUCT_MESSAGES.createFailed,
    });
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    toast.success(outcome.message);
    setCreated(parsed.data.name);
    setName('');
    setSku('');
    setDescription('');
    setFile(null);
    setSpec(EMPTY_SPEC_DRAFT);
    setPickerKey((k) => k + 1);
    setTried(false);
  }

  const missing = (value: string) => tried && !value.trim();

  return (
    <>
      <PageHeader section={DASHBOARD_COPY.menu.product} title={DASHBOARD_COPY.products.createTitle}>
        {DASHBOARD_COPY.products.createIntro}
      </PageHeader>
      {created ? (
        <p
          role="status"
          className={
            'mb-6 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-sm border border-success/30 ' +
            'bg-[#eef4ee] px-4 py-3 text-sm text-success'
          }
        >
          <span>{DASHBOARD_MESSAGES.productCreatedNext(created)}</span>
          <Link to={DASHBOARD_PATHS.selectionAdd} className="font-medium underline underline-offset-4">
            {DASHBOARD_COPY.products.addToSelection}
          </Link>
        </p>
      ) : null}
      <Panel>
        <form
          onSubmit={(e) => void submit(e)}
          noValidate
          aria-describedby={error ? ids.error : undefined}
          className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]"
        >
          <div className="space-y-5">
            <div>
              <FieldLabel htmlFor={ids.name}>{PAGE_MESSAGES.name}</FieldLabel>
              <input
                id={ids.name}
                value={name}
                maxLength={TEXT_LIMITS.productName}
                onChange={(e) => setName(e.target.value)}
                aria-invalid={missing(name) || undefined}
                className={DENSE_INPUT_CLASSES}
              />
            </div>
            <div>
              <FieldLabel htmlFor={ids.sku}>{DASHBOARD_COPY.products.sku}</FieldLabel>
              <input
                id={ids.sku}
                value={sku}
                maxLength={TEXT_LIMITS.sku}
                autoComplete="off"
                onChange={(e) => setSku(e.target.value)}
                aria-describedby={`${ids.sku}-hint`}
                className={`${DENSE_INPUT_CLASSES} font-mono uppercase`}
              />
              <FieldHint id={`${ids.sku}-hint`}>{DASHBOARD_COPY.products.skuHint}</FieldHint>
            </div>
            <div>
              <FieldLabel htmlFor={ids.category}>{PAGE_MESSAGES.category}</FieldLabel>
              <CategorySelect
                id={ids.category}
                value={categoryId}
                onChange={setCategoryId}
                invalid={missing(categoryId)}
              />
            </div>
            <div>
              <FieldLabel htmlFor={ids.description}>{DASHBOARD_COPY.description}</FieldLabel>
              <textarea
                id={ids.description}
                value={description}
                rows={6}
                maxLength={TEXT_LIMITS.productDescription}
                onChange={(e) => setDescription(e.target.value)}
                aria-invalid={missing(description) || undefined}
                className={`${DENSE_INPUT_CLASSES} resize-y`}
              />
            </div>
          </div>
          <div>
            <PhotoPicker key={pickerKey} id={ids.photo} onFile={setFile} invalid={tried && !file} />
          </div>
          <div className="border-t border-sand pt-7 lg:col-span-2">
            <SpecificationsSection draft={spec} onChange={updateSpec} tried={tried} categoryId={categoryId} />
          </div>
          <div className="space-y-4 lg:col-span-2">
            <UploadProgress progress={progress} />
            <FormAlert id={ids.error} message={error} />
            <div className="flex justify-end border-t border-sand pt-5">
              <Button type="submit" variant="primary" size="lg" loading={uploading} className="w-full sm:w-auto">
                {DASHBOARD_COPY.products.create}
              </Button>
            </div>
          </div>
        </form>
      </Panel>
    </>
  );
}
