import { Button } from '@client/components/ui/button';
import { DENSE_INPUT_CLASSES, DENSE_LABEL_CLASSES } from '@client/components/ui/field';
import { SIZE_SERIES, type SizeLabel, type SizeSeries } from '@shared/constants';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';
import { DenseField } from '../components/dense-field';
import { LineError, lineFields } from './line-fields';
import { nextSizeLabel, type SizeDraft } from './spec-form';

const COPY = DASHBOARD_COPY.specs;
const ROW =
  'grid grid-cols-[5.5rem_minmax(0,1fr)_minmax(0,1fr)] gap-2 sm:grid-cols-[6rem_minmax(0,1fr)_minmax(0,1fr)_auto] ' +
  'sm:items-start';

/** The series the piece is sold in (ring or bangle) and each size's net and gross weight. */
export function SizesEditor({
  series,
  sizes,
  onChange,
  error,
}: {
  series: SizeSeries | '';
  sizes: SizeDraft[];
  onChange: (series: SizeSeries | '', sizes: SizeDraft[]) => void;
  error: (path: string) => string | undefined;
}) {
  const update = (index: number, patch: Partial<SizeDraft>) =>
    onChange(
      series,
      sizes.map((s, i) => (i === index ? { ...s, ...patch } : s)),
    );
  const listError = error('sizes');
  return (
    <fieldset className="space-y-3">
      <legend className={DENSE_LABEL_CLASSES}>{COPY.sizes}</legend>
      <DenseField label={COPY.sizeSeries} hint={COPY.sizesHint} className="max-w-sm">
        {(control) => (
          <select
            {...control}
            value={series}
            onChange={(e) => {
              const next = e.target.value as SizeSeries | '';
              // Another series: the sizes start again, with its first size.
              onChange(next, next ? [{ label: nextSizeLabel(next, []), netWeight: '', grossWeight: '' }] : []);
            }}
            className={`${DENSE_INPUT_CLASSES} pr-8`}
          >
            <option value="">{COPY.noSizes}</option>
            <option value="ring">{COPY.ringSizes}</option>
            <option value="bangle">{COPY.bangleSizes}</option>
          </select>
        )}
      </DenseField>
      {series && sizes.length > 0 ? (
        <div aria-hidden="true" className={`${ROW} max-sm:hidden`}>
          {[COPY.size, COPY.netWeight, COPY.grossWeight].map((h) => (
            <span key={h} className="text-[0.68rem] uppercase tracking-[0.14em] text-stone">
              {h}
            </span>
          ))}
        </div>
      ) : null}
      {series
        ? sizes.map((size, i) => {
            const { props, messages, errorId } = lineFields(
              'sizes',
              i,
              ['label', 'netWeight', 'grossWeight'] as const,
              COPY.sizeField,
              error,
            );
            return (
              <div key={i}>
                <div className={ROW}>
                  <select
                    {...props('label', COPY.size)}
                    value={size.label}
                    onChange={(e) => update(i, { label: e.target.value as SizeLabel })}
                    className={`${DENSE_INPUT_CLASSES} pr-8`}
                  >
                    {SIZE_SERIES[series].map((label) => (
                      <option key={label} value={label}>
                        {label}
                      </option>
                    ))}
                  </select>
                  <input
                    {...props('netWeight', COPY.netWeight)}
                    type="number"
                    inputMode="decimal"
                    min="0"
                    step="0.001"
                    placeholder={COPY.netShort}
                    value={size.netWeight}
                    onChange={(e) => update(i, { netWeight: e.target.value })}
                    className={`${DENSE_INPUT_CLASSES} tabular-nums`}
                  />
                  <input
                    {...props('grossWeight', COPY.grossWeight)}
                    type="number"
                    inputMode="decimal"
                    min="0"
                    step="0.001"
                    placeholder={COPY.grossShort}
                    value={size.grossWeight}
                    onChange={(e) => update(i, { grossWeight: e.target.value })}
                    className={`${DENSE_INPUT_CLASSES} tabular-nums`}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() =>
                      onChange(
                        series,
                        sizes.filter((_, j) => j !== i),
                      )
                    }
                    aria-label={COPY.removeSize(size.label)}
                    className="col-start-3 min-h-11 justify-self-end text-danger sm:col-start-auto"
                  >
                    {COPY.remove}
                  </Button>
                </div>
                <LineError id={errorId} messages={messages} />
              </div>
            );
          })
        : null}
      {listError ? <p className="text-sm text-danger">{listError}</p> : null}
      {series ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            onChange(series, [...sizes, { label: nextSizeLabel(series, sizes), netWeight: '', grossWeight: '' }])
          }
        >
          {COPY.addSize}
        </Button>
      ) : null}
    </fieldset>
  );
}
