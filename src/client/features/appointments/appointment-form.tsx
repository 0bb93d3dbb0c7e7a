import { useId, useRef, useState, type FormEvent } from 'react';
import { SHOWROOMS, TEXT_LIMITS, type ShowroomId, type SizeLabel } from '@shared/constants';
import { APPOINTMENT_MESSAGES, STOREFRONT_MESSAGES } from '@shared/messages';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import {
  APPOINTMENT_MAX_DAYS_AHEAD,
  appointmentInput,
  dateInIndia,
  type AppointmentFields,
} from '@shared/schemas/appointments';
import { fieldErrors } from '@client/lib/form-errors';
import { errorMessage } from '@client/lib/api-errors';
import { useSession } from '@client/lib/session';
import { useShopInfo } from '@client/lib/use-shop-info';
import { Button } from '@client/components/ui/button';
import { FormMessage, SelectField, TextAreaField, TextField } from '@client/components/ui/field';
import { useBookAppointment, useBookingContact } from './api';

type Values = {
  name: string;
  email: string;
  mobile: string;
  address: string;
  message: string;
  showroom: ShowroomId | '';
  preferredDate: string;
};
const EMPTY: Values = { name: '', email: '', mobile: '', address: '', message: '', showroom: '', preferredDate: '' };
const DAY_MS = 24 * 60 * 60 * 1000;

export interface AppointmentFormProps {
  /** Attach the signed-in shopper's cart to the request. */
  includeCart?: boolean;
  /** The piece the visit is about, in a size: recorded with the request. */
  piece?: { productId: number; size: SizeLabel | null } | undefined;
  /** The pieces the visit is booked with (a wishlist's), each in its size: recorded with the request. */
  pieces?: ReadonlyArray<{ productId: number; size: SizeLabel | null }> | undefined;
  submitLabel?: string;
  defaultMessage?: string;
  onBooked?: () => void;
}

/**
 * The showroom visit request: validated with the server's own schema (appointmentInput), sent with
 * shop.bookAppointment, and confirmed in place.
 */
export function AppointmentForm({
  includeCart = false,
  piece,
  pieces,
  submitLabel = PAGE_MESSAGES.submitAppointment,
  defaultMessage = '',
  onBooked,
}: AppointmentFormProps) {
  const session = useSession();
  const shop = useShopInfo();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>({ ...EMPTY, message: defaultMessage });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState<ReadonlySet<keyof Values>>(new Set());
  // The bookable days, from the clock when the form first shows.
  const [dateRange] = useState(() => ({
    today: dateInIndia(Date.now()),
    lastDay: dateInIndia(Date.now() + APPOINTMENT_MAX_DAYS_AHEAD * DAY_MS),
  }));
  const [booked, setBooked] = useState<{ showroom: string; date: string } | null>(null);
  const idPrefix = useId();
  const book = useBookAppointment();
  const contact = useBookingContact(session.isSignedIn);

  // A signed-in shopper's name, email and mobile fill themselves in, until they type their own.
  const known: Partial<Record<keyof Values, string>> = {
    name: contact.data?.fullname ?? session.user?.fullname,
    email: contact.data?.email,
    mobile: contact.data?.phone.replace(/^\+91/, ''),
  };
  const filled = (key: 'name' | 'email' | 'mobile') =>
    values[key] === '' && session.user && !touched.has(key) ? (known[key] ?? '') : values[key];
  const name = filled('name');
  const email = filled('email');
  const mobile = filled('mobile');

  const set = (key: keyof Values) => (e: { target: { value: string } }) => {
    if (!touched.has(key)) setTouched((old) => new Set(old).add(key));
    setValues((v) => ({ ...v, [key]: e.target.value }));
    if (errors[key]) setErrors((old) => ({ ...old, [key]: '' }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const fields: AppointmentFields = {
      ...values,
      name,
      email,
      mobile,
      showroom: values.showroom as ShowroomId,
      includeCart,
      ...(piece ? { piece } : {}),
      ...(pieces && pieces.length > 0 ? { pieces: [...pieces] } : {}),
    };
    const parsed = appointmentInput.safeParse(fields);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      const first = Object.keys(found)[0];
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    book.mutate(parsed.data, {
      onSuccess: () => {
        const showroom = shop.showrooms.find((s) => s.id === parsed.data.showroom)?.name ?? parsed.data.showroom;
        setBooked({ showroom, date: parsed.data.preferredDate ?? '' });
        setValues({ ...EMPTY });
        onBooked?.();
      },
    });
  };

  if (booked) {
    return (
      <div role="status" className="rounded-sm border border-gold-400/60 bg-white p-6 sm:p-8">
        <p className="eyebrow">{PAGE_MESSAGES.appointmentTitle}</p>
        <p className="mt-3 font-display text-2xl leading-snug text-charcoal">{APPOINTMENT_MESSAGES.created}</p>
        <p className="mt-3 text-sm text-stone">
          {booked.showroom} ·{' '}
          {new Date(`${booked.date}T00:00:00`).toLocaleDateString('en-IN', {
            weekday: 'long',
            day: 'numeric',
            month: 'long',
            year: 'numeric',
          })}
        </p>
        <Button
          variant="outline"
          className="mt-6"
          onClick={() => {
            book.reset();
            setBooked(null);
          }}
        >
          {STOREFRONT_MESSAGES.bookVisit}
        </Button>
      </div>
    );
  }

  const { today, lastDay } = dateRange;
  const field = (key: keyof Values) => ({ id: `${idPrefix}-${key}`, name: key, error: errors[key] || undefined });

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="grid gap-5 sm:grid-cols-2"
      aria-describedby={`${idPrefix}-note`}
    >
      <TextField
        label={PAGE_MESSAGES.name}
        {...field('name')}
        value={name}
        onChange={set('name')}
        autoComplete="name"
        maxLength={TEXT_LIMITS.fullname}
        required
      />
      <TextField
        label={PAGE_MESSAGES.email}
        {...field('email')}
        type="email"
        value={email}
        onChange={set('email')}
        autoComplete="email"
        inputMode="email"
        required
      />
      <TextField
        label={PAGE_MESSAGES.mobile}
        {...field('mobile')}
        type="tel"
        value={mobile}
        onChange={set('mobile')}
        autoComplete="tel"
        inputMode="tel"
        placeholder="98200 14500"
        required
      />
      <SelectField
        label={PAGE_MESSAGES.showroom}
        {...field('showroom')}
        value={values.showroom}
        onChange={set('showroom')}
        required
      >
        <option value="">{PAGE_MESSAGES.chooseShowroom}</option>
        {SHOWROOMS.map((id) => (
          <option key={id} value={id}>
            {shop.showrooms.find((s) => s.id === id)?.name ?? id}
          </option>
        ))}
      </SelectField>
      <TextField
        label={PAGE_MESSAGES.preferredDate}
        {...field('preferredDate')}
        type="date"
        value={values.preferredDate}
        onChange={set('preferredDate')}
        min={today}
        max={lastDay}
        required
      />
      <TextField
        label={
          <>
            {PAGE_MESSAGES.address}{' '}
            <span className="normal-case tracking-normal text-stone">{STOREFRONT_MESSAGES.optional}</span>
          </>
        }
        {...field('address')}
        value={values.address}
        onChange={set('address')}
        autoComplete="address-line1"
        maxLength={TEXT_LIMITS.address}
      />
      <TextAreaField
        label={
          <>
            {PAGE_MESSAGES.message}{' '}
            <span className="normal-case tracking-normal text-stone">{STOREFRONT_MESSAGES.optional}</span>
          </>
        }
        {...field('message')}
        value={values.message}
        onChange={set('message')}
        maxLength={TEXT_LIMITS.message}
        rows={4}
        containerClassName="sm:col-span-2"
      />
      <div className="grid gap-4 sm:col-span-2">
        <FormMessage tone="error">
          {book.isError ? errorMessage(book.error, APPOINTMENT_MESSAGES.createFailed) : null}
        </FormMessage>
        <p id={`${idPrefix}-note`} className="text-xs text-stone">
          {PAGE_MESSAGES.appointmentPrivacy}
        </p>
        <Button type="submit" variant="primary" size="lg" loading={book.isPending} className="sm:justify-self-start">
          {book.isPending ? PAGE_MESSAGES.submitting : submitLabel}
        </Button>
      </div>
    </form>
  );
}
