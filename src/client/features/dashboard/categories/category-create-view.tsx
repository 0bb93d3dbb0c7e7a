import { useId, useState, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { useToast } from '@client/components/ui/toast';
import { useCreateCategory, useRefreshAfterChange } from '../api';
import { TEXT_LIMITS } from '@shared/constants';
import { CATEGORY_MESSAGES } from '@shared/messages/back-office';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';
import { createCategoryInput } from '@shared/schemas/catalog';
import { FieldLabel, FormAlert, DENSE_INPUT_CLASSES } from '@client/components/ui/field';
import { PageHeader, Panel } from '../components/page-header';
import { useDraftState } from '../components/screen-boundary';
import { isUnauthorized, errorMessage } from '@client/lib/api-errors';
import { CategoryTable } from './category-table';
import { MakingChargeFields, type MakingDraft } from './making-charge-fields';
import { errorsByPath } from '@client/lib/form-errors';

const NO_MAKING: MakingDraft = { type: '', value: '' };

export function CategoryCreateView() {
  const toast = useToast();
  const refresh = useRefreshAfterChange();
  const create = useCreateCategory();
  const nameId = useId();
  const errorId = useId();
  const [name, setName] = useDraftState('category-create:name', '');
  const [making, setMaking] = useDraftState<MakingDraft>('category-create:making', NO_MAKING);
  const [error, setError] = useState<string | null>(null);
  const [makingErrors, setMakingErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = createCategoryInput.safeParse({
      name,
      makingChargeType: making.type,
      makingChargeValue: making.value,
    });
    if (!parsed.success) {
      const errors = errorsByPath(parsed.error);
      setError(errors.name ?? null);
      setMakingErrors(errors);
      return;
    }
    setError(null);
    setMakingErrors({});
    try {
      const { message } = await create.mutateAsync(parsed.data);
      toast.success(message);
      setName('');
      setMaking(NO_MAKING);
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
        <form
          onSubmit={(e) => void submit(e)}
          noValidate
          className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-start"
        >
          <div className="sm:min-w-56 sm:flex-1">
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
          <MakingChargeFields draft={making} onChange={setMaking} errors={makingErrors} />
          <Button type="submit" variant="primary" loading={create.isPending} className="sm:mt-[1.6rem] sm:min-h-11">
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
