import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { useCreateCategory, useRefreshAfterChange } from '../api';
import { TEXT_LIMITS } from '../../../../shared/constants';
import { CATEGORY_MESSAGES } from '../../../../shared/messages';
import { DASHBOARD_COPY } from '../../../../shared/dashboard-copy';
import { createCategoryInput } from '../../../../shared/schemas/catalog';
import { FieldLabel, FormAlert, DENSE_INPUT_CLASSES } from '../../../components/ui/field';
import { PageHeader, Panel } from '../components/page-header';
import { isUnauthorized, errorMessage } from '../../../lib/api-errors';
import { CategoryTable } from './category-table';

export function CategoryCreateView() {
  const toast = useToast();
  const refresh = useRefreshAfterChange();
  const create = useCreateCategory();
  const nameId = useId();
  const errorId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = createCategoryInput.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? CATEGORY_MESSAGES.nameRequired);
      return;
    }
    setError(null);
    try {
      const { message } = await create.mutateAsync(parsed.data);
      toast.success(message);
      setName('');
      await refresh();
    } catch (err) {
      if (!isUnauthorized(err)) setError(errorMessage(err, CATEGORY_MESSAGES.createFailed));
    }
  }

  return (
    <>
      <PageHeader section={DASHBOARD_COPY.menu.category} title={DASHBOARD_COPY.categories.createTitle}>
        {DASHBOARD_COPY.categories.createIntro}
      </PageHeader>
      <Panel className="mb-10">
        <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <div className="flex-1">
            <FieldLabel htmlFor={nameId}>{DASHBOARD_COPY.categories.name}</FieldLabel>
            <input
              id={nameId}
              value={name}
              maxLength={TEXT_LIMITS.categoryName}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className={DENSE_INPUT_CLASSES}
            />
          </div>
          <Button type="submit" variant="primary" loading={create.isPending} className="sm:min-h-11">
            {DASHBOARD_COPY.categories.create}
          </Button>
        </form>
        <div className="mt-4 empty:hidden">
          <FormAlert id={errorId} message={error} />
        </div>
      </Panel>
      <h2 className="mb-4 text-2xl">{DASHBOARD_COPY.categories.existing}</h2>
      <CategoryTable mode="view" />
    </>
  );
}
