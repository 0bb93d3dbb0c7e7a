import { useId, useState, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { FormAlert, SelectField, TextField } from '@client/components/ui/field';
import { useToast } from '@client/components/ui/toast';
import { errorMessage, isUnauthorized } from '@client/lib/api-errors';
import { fieldErrors } from '@client/lib/form-errors';
import { trpc } from '@client/lib/trpc';
import { HUID_LENGTH, SHOWROOMS, type ShowroomId, type SizeLabel } from '@shared/constants';
import { PIECE_LIMITS } from '@shared/stock-constants';
import { ADMIN_ACCOUNTS_COPY } from '@shared/messages/admin-accounts';
import { STOCK_MESSAGES } from '@shared/messages/stock';
import { STOCK_COPY } from '@shared/messages/stock-dashboard';
import { sizeName } from '@shared/piece-in-size';
import type { ProductDto } from '@shared/schemas/catalog';
import { createPieceInput } from '@shared/schemas/stock';
import { useCreatePiece, useProducts } from '../api';
import { Panel } from '../components/page-header';
import { SearchField } from '../components/search-field';

const COPY = STOCK_COPY.add;
const SHOWROOM_NAMES = ADMIN_ACCOUNTS_COPY.showrooms;
/** Designs offered at once while the owner narrows them by name. */
const DESIGNS_SHOWN = 5;

interface Design {
  id: number;
  name: string;
  sizes: SizeLabel[];
}

const designOf = (p: ProductDto): Design => ({ id: p.id, name: p.name, sizes: p.sizePrices.map((s) => s.label) });

const EMPTY = { tag: '', grossWeight: '', netWeight: '', huid: '' };

/** The owner adds one physical piece: its design (found by name), tag, showroom, size, weights and HUID. */
export function PieceCreateForm() {
  const headingId = useId();
  const toast = useToast();
  const utils = trpc.useUtils();
  const create = useCreatePiece();
  const [design, setDesign] = useState<Design | null>(null);
  const [fields, setFields] = useState(EMPTY);
  const [showroom, setShowroom] = useState<ShowroomId>('nerul');
  const [sizeLabel, setSizeLabel] = useState<SizeLabel | ''>('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (name: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    if (!design) {
      setErrors({ productId: COPY.designRequired });
      return;
    }
    const parsed = createPieceInput.safeParse({
      productId: design.id,
      tag: fields.tag,
      showroom,
      sizeLabel: sizeLabel || undefined,
      grossWeight: fields.grossWeight,
      netWeight: fields.netWeight,
      huid: fields.huid.trim() || undefined,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync(parsed.data);
      toast.success(STOCK_MESSAGES.created);
      // The design stays chosen: a shop adds several pieces of one design in a row.
      setFields(EMPTY);
      await utils.stock.invalidate();
    } catch (err) {
      if (!isUnauthorized(err)) setFailure(errorMessage(err, COPY.failed));
    }
  }

  return (
    <Panel labelledBy={headingId} className="mb-8">
      <h2 id={headingId} className="mb-1 text-2xl">
        {COPY.title}
      </h2>
      <p className="mb-5 text-sm text-stone">{COPY.intro}</p>
      <DesignChoice
        design={design}
        error={errors.productId}
        onChoose={(d) => {
          setDesign(d);
          setSizeLabel('');
          setErrors((e) => ({ ...e, productId: '' }));
        }}
      />
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          label={STOCK_COPY.tag}
          hint={COPY.tagHint}
          value={fields.tag}
          maxLength={PIECE_LIMITS.tagMax}
          autoComplete="off"
          error={errors.tag}
          onChange={set('tag')}
        />
        <SelectField
          label={STOCK_COPY.showroom}
          value={showroom}
          error={errors.showroom}
          onChange={(e) => setShowroom(SHOWROOMS.find((s) => s === e.target.value) ?? 'nerul')}
        >
          {SHOWROOMS.map((s) => (
            <option key={s} value={s}>
              {SHOWROOM_NAMES[s]}
            </option>
          ))}
        </SelectField>
        {design && design.sizes.length > 0 ? (
          <SelectField
            label={COPY.size}
            value={sizeLabel}
            error={errors.sizeLabel}
            onChange={(e) => setSizeLabel(design.sizes.find((s) => s === e.target.value) ?? '')}
          >
            <option value="">{COPY.chooseSize}</option>
            {design.sizes.map((s) => (
              <option key={s} value={s}>
                {sizeName(s)}
              </option>
            ))}
          </SelectField>
        ) : null}
        <TextField
          label={COPY.grossWeight}
          inputMode="decimal"
          value={fields.grossWeight}
          autoComplete="off"
          error={errors.grossWeight}
          onChange={set('grossWeight')}
        />
        <TextField
          label={COPY.netWeight}
          inputMode="decimal"
          value={fields.netWeight}
          autoComplete="off"
          error={errors.netWeight}
          onChange={set('netWeight')}
        />
        <TextField
          label={STOCK_COPY.huid}
          hint={COPY.huidHint}
          value={fields.huid}
          maxLength={HUID_LENGTH}
          autoComplete="off"
          error={errors.huid}
          onChange={set('huid')}
        />
        <div className="sm:col-span-2 lg:col-span-3">
          <Button type="submit" variant="gold" loading={create.isPending} className="w-full sm:w-auto">
            {COPY.submit}
          </Button>
        </div>
      </form>
      <div className="mt-4 empty:hidden">
        <FormAlert message={failure} />
      </div>
    </Panel>
  );
}

/** Finds a design by name and chooses it; once chosen, names it with a way to change it. */
function DesignChoice({
  design,
  error,
  onChoose,
}: {
  design: Design | null;
  error: string | undefined;
  onChoose: (design: Design | null) => void;
}) {
  const [q, setQ] = useState('');
  const found = useProducts(1, q);
  if (design)
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-sm border border-sand bg-cream/50 px-4 py-3">
        <p className="text-ink">{COPY.designChosen(design.name)}</p>
        <Button size="sm" variant="outline" onClick={() => onChoose(null)}>
          {COPY.change}
        </Button>
      </div>
    );
  const designs = (found.data?.products ?? []).slice(0, DESIGNS_SHOWN);
  return (
    <div>
      <SearchField label={COPY.designSearch} placeholder={COPY.designPlaceholder} onSearch={setQ} />
      {found.data && designs.length === 0 ? <p className="mt-3 text-sm text-stone">{COPY.noDesign}</p> : null}
      <ul className="mt-3 divide-y divide-sand/70 rounded-sm border border-sand empty:hidden" aria-label={COPY.design}>
        {designs.map((p) => (
          <li key={p.id} className="flex items-center justify-between gap-3 px-4 py-2">
            <span className="text-ink">{p.name}</span>
            <Button size="sm" variant="outline" onClick={() => onChoose(designOf(p))}>
              {COPY.choose}
              <span className="sr-only"> {p.name}</span>
            </Button>
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
