import { useId, useState, type FocusEvent } from 'react';
import { DENSE_INPUT_CLASSES } from '@client/components/ui/field';
import { METAL_LABELS, METALS, PURITIES, type Metal, type Purity } from '@shared/constants';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';
import { useAllCategories } from '../api';
import { DenseField } from '../components/dense-field';
import { MakingTypeSelect } from '../components/making-type-select';
import { formatMakingCharge } from '../lib/pricing-inputs';
import { PricePreviewPanel } from './price-preview';
import { SizesEditor } from './sizes-editor';
import { parseSpecDraft, type SpecDraft } from './spec-form';
import { StonesEditor } from './stones-editor';

const COPY = DASHBOARD_COPY.specs;
export const SELECT_CLASSES = `${DENSE_INPUT_CLASSES} pr-8`;
const NUMBER_CLASSES = `${DENSE_INPUT_CLASSES} tabular-nums`;

/**
 * The specifications of a product, with the price they give at today's rates beside them.
 * A field's message shows once the field has been left, or after a save was tried.
 */
export function SpecificationsSection({
  draft,
  onChange,
  tried,
  categoryId,
}: {
  draft: SpecDraft;
  onChange: (draft: SpecDraft) => void;
  tried: boolean;
  categoryId: string;
}) {
  const titleId = useId();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const categories = useAllCategories();
  const category = categories.data?.find((c) => String(c.id) === categoryId);
  const parse = parseSpecDraft(draft);
  const error = (path: string) => (!parse.ok && (tried || touched.has(path)) ? parse.errors[path] : undefined);
  const set = (patch: Partial<SpecDraft>) => onChange({ ...draft, ...patch });

  // Every control carries its schema path as its name: leaving it shows its message.
  function onBlur(event: FocusEvent<HTMLDivElement>) {
    const name = (event.target as HTMLInputElement).name;
    if (name && !touched.has(name)) setTouched(new Set(touched).add(name));
  }

  const categoryCharge = category ? formatMakingCharge(category.makingChargeType, category.makingChargeValue) : null;
  const makingHint = !category
    ? DASHBOARD_COPY.making.chooseCategoryFirst
    : categoryCharge
      ? DASHBOARD_COPY.making.categoryApplies(categoryCharge)
      : DASHBOARD_COPY.making.categoryHasNone;
  const purities: readonly Purity[] = draft.metal ? PURITIES[draft.metal] : [];

  return (
    <section aria-labelledby={titleId} className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <div onBlur={onBlur} className="min-w-0 space-y-6">
        <div>
          <h2 id={titleId} className="text-2xl">
            {COPY.title}
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-stone">{COPY.intro}</p>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <DenseField label={COPY.metal} error={error('metal')}>
            {(control) => (
              <select
                {...control}
                name="metal"
                value={draft.metal}
                onChange={(e) => {
                  const metal = e.target.value as Metal | '';
                  // A purity of another metal cannot stay; a metal with one purity has it chosen.
                  const keep = metal && draft.purity && (PURITIES[metal] as readonly Purity[]).includes(draft.purity);
                  const only = metal && PURITIES[metal].length === 1 ? PURITIES[metal][0] : '';
                  set({ metal, purity: keep ? draft.purity : (only ?? '') });
                }}
                className={SELECT_CLASSES}
              >
                <option value="">{COPY.chooseMetal}</option>
                {METALS.map((m) => (
                  <option key={m} value={m}>
                    {METAL_LABELS[m]}
                  </option>
                ))}
              </select>
            )}
          </DenseField>
          <DenseField label={COPY.purity} error={error('purity')}>
            {(control) => (
              <select
                {...control}
                name="purity"
                value={draft.purity}
                disabled={!draft.metal}
                onChange={(e) => set({ purity: e.target.value as Purity | '' })}
                className={SELECT_CLASSES}
              >
                <option value="">{draft.metal ? COPY.choosePurity : COPY.chooseMetalFirst}</option>
                {purities.map((p) => (
                  <option key={p} value={p}>
                    {p}
                  </option>
                ))}
              </select>
            )}
          </DenseField>
          <DenseField label={COPY.grossWeight} error={error('grossWeight')} hint={COPY.weightHint}>
            {(control) => (
              <input
                {...control}
                name="grossWeight"
                type="number"
                inputMode="decimal"
                min="0"
                step="0.001"
                value={draft.grossWeight}
                onChange={(e) => set({ grossWeight: e.target.value })}
                className={NUMBER_CLASSES}
              />
            )}
          </DenseField>
          <DenseField label={COPY.netWeight} error={error('netWeight')} hint={COPY.weightHint}>
            {(control) => (
              <input
                {...control}
                name="netWeight"
                type="number"
                inputMode="decimal"
                min="0"
                step="0.001"
                value={draft.netWeight}
                onChange={(e) => set({ netWeight: e.target.value })}
                className={NUMBER_CLASSES}
              />
            )}
          </DenseField>
          <DenseField label={DASHBOARD_COPY.making.type} error={error('makingChargeType')} hint={makingHint}>
            {(control) => (
              <MakingTypeSelect
                {...control}
                name="makingChargeType"
                value={draft.makingChargeType}
                emptyLabel={DASHBOARD_COPY.making.none}
                onType={(makingChargeType) => set({ makingChargeType })}
              />
            )}
          </DenseField>
          <DenseField
            label={DASHBOARD_COPY.making.value}
            error={error('makingChargeValue')}
            hint={DASHBOARD_COPY.making.valueHint}
          >
            {(control) => (
              <input
                {...control}
                name="makingChargeValue"
                type="number"
                inputMode="decimal"
                min="0"
                step="0.01"
                value={draft.makingChargeValue}
                onChange={(e) => set({ makingChargeValue: e.target.value })}
                className={NUMBER_CLASSES}
              />
            )}
          </DenseField>
        </div>

        <StonesEditor stones={draft.stones} onChange={(stones) => set({ stones })} error={error} />

        <div className="grid gap-5 sm:grid-cols-2">
          <DenseField label={COPY.hallmarked} error={error('hallmarked')}>
            {(control) => (
              <select
                {...control}
                name="hallmarked"
                value={draft.hallmarked}
                onChange={(e) => set({ hallmarked: e.target.value as SpecDraft['hallmarked'] })}
                className={SELECT_CLASSES}
              >
                <option value="">{COPY.notStated}</option>
                <option value="true">{COPY.yes}</option>
                <option value="false">{COPY.no}</option>
              </select>
            )}
          </DenseField>
          <DenseField label={COPY.huid} error={error('huid')} hint={COPY.huidHint} optional>
            {(control) => (
              <input
                {...control}
                name="huid"
                value={draft.huid}
                maxLength={6}
                autoCapitalize="characters"
                spellCheck={false}
                onChange={(e) => set({ huid: e.target.value })}
                className={`${DENSE_INPUT_CLASSES} font-mono uppercase tracking-[0.2em]`}
              />
            )}
          </DenseField>
        </div>

        <SizesEditor
          series={draft.sizeSeries}
          sizes={draft.sizes}
          onChange={(sizeSeries, sizes) => set({ sizeSeries, sizes })}
          error={error}
        />
      </div>
      <PricePreviewPanel parse={parse} category={category} />
    </section>
  );
}
