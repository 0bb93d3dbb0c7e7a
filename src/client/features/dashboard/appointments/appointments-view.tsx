import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { useToast } from '@client/components/ui/toast';
import { useAppointments, useMarkAppointmentHandled, useRefreshAfterChange } from '../api';
import { DEFAULT_SHOP_INFO } from '@shared/constants';
import { EMPTY_MESSAGES, GENERAL_MESSAGES } from '@shared/messages';
import { LOADING_MESSAGES } from '@shared/messages/back-office';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';
import type { AppointmentDto } from '@shared/schemas/appointments';
import { sizeName } from '@shared/piece-in-size';
import { ListStates } from '../components/list-state';
import { PageHeader } from '../components/page-header';
import { Pager } from '@client/components/ui/pager';
import { isUnauthorized, errorMessage } from '@client/lib/api-errors';
import { formatCalendarDay, formatDateTime } from '@client/lib/format';

function showroomName(id: AppointmentDto['showroom']): string {
  return DEFAULT_SHOP_INFO.showrooms.find((s) => s.id === id)?.name ?? id;
}

function AppointmentCard({ appointment: a }: { appointment: AppointmentDto }) {
  const toast = useToast();
  const refresh = useRefreshAfterChange();
  const mark = useMarkAppointmentHandled();
  const titleId = `appointment-${a.id}`;

  async function markHandled() {
    try {
      const { message } = await mark.mutateAsync({ id: a.id });
      toast.success(message);
      await refresh();
    } catch (err) {
      if (!isUnauthorized(err)) toast.error(errorMessage(err, GENERAL_MESSAGES.serverError));
    }
  }

  return (
    <article
      aria-labelledby={titleId}
      className={
        `rounded-sm border bg-white/70 p-5 sm:p-6 ` +
        `${a.handledAt ? 'border-sand' : 'border-gold-400/70 shadow-[inset_3px_0_0_var(--color-gold-500)]'}`
      }
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-2xl leading-tight">
            {a.name}
          </h2>
          <p className="mt-1 text-xs text-stone">
            {DASHBOARD_COPY.appointments.requested(formatDateTime(a.createdAt))}
          </p>
        </div>
        {a.handledAt ? (
          <span className="rounded-full bg-[#eef4ee] px-3 py-1 text-xs text-success">
            {DASHBOARD_COPY.appointments.handled(formatDateTime(a.handledAt))}
          </span>
        ) : (
          <span className="rounded-full bg-gold-700 px-3 py-1 text-xs uppercase tracking-[0.14em] text-ivory">
            {DASHBOARD_COPY.appointments.new}
          </span>
        )}
      </div>
      <dl className="mt-5 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-[0.68rem] uppercase tracking-[0.16em] text-stone">{PAGE_MESSAGES.showroom}</dt>
          <dd className="mt-0.5 text-ink">{showroomName(a.showroom)}</dd>
        </div>
        <div>
          <dt className="text-[0.68rem] uppercase tracking-[0.16em] text-stone">{PAGE_MESSAGES.preferredDate}</dt>
          <dd className="mt-0.5 text-ink">{formatCalendarDay(a.preferredDate)}</dd>
        </div>
        <div>
          <dt className="text-[0.68rem] uppercase tracking-[0.16em] text-stone">{PAGE_MESSAGES.mobile}</dt>
          <dd className="mt-0.5">
            <a href={`tel:${a.mobile}`} className="text-ink underline decoration-gold-400 underline-offset-4">
              {a.mobile}
            </a>
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-[0.68rem] uppercase tracking-[0.16em] text-stone">{PAGE_MESSAGES.email}</dt>
          <dd className="mt-0.5 break-all">
            <a href={`mailto:${a.email}`} className="text-ink underline decoration-gold-400 underline-offset-4">
              {a.email}
            </a>
          </dd>
        </div>
        {a.address ? (
          <div className="sm:col-span-2">
            <dt className="text-[0.68rem] uppercase tracking-[0.16em] text-stone">{PAGE_MESSAGES.address}</dt>
            <dd className="mt-0.5 text-ink">{a.address}</dd>
          </div>
        ) : null}
        {a.message ? (
          <div className="sm:col-span-2">
            <dt className="text-[0.68rem] uppercase tracking-[0.16em] text-stone">{PAGE_MESSAGES.message}</dt>
            <dd className="mt-0.5 whitespace-pre-line text-ink">{a.message}</dd>
          </div>
        ) : null}
      </dl>
      {a.items.length > 0 ? (
        <div className="mt-5 border-t border-sand pt-4">
          <h3 className="text-[0.68rem] font-sans uppercase tracking-[0.16em] text-stone">
            {DASHBOARD_COPY.appointments.piecesToShow}
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {a.items.map((item, i) => (
              <li
                key={`${item.productId ?? 'gone'}-${i}`}
                className="rounded-sm border border-sand bg-cream/60 px-3 py-1.5 text-sm text-ink"
              >
                {item.name}
                {item.size ? <span className="text-stone"> · {sizeName(item.size)}</span> : null}{' '}
                <span className="text-stone">× {item.quantity}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {a.handledAt ? null : (
        <div className="mt-5 flex justify-end">
          <Button variant="outline" size="sm" loading={mark.isPending} onClick={() => void markHandled()}>
            Mark handled<span className="sr-only"> for {a.name}</span>
          </Button>
        </div>
      )}
    </article>
  );
}

/** Requests to visit a showroom, newest first, with the pieces the shopper wants to see. */
export function AppointmentsView() {
  const [page, setPage] = useState(1);
  const appointments = useAppointments(page);

  if (appointments.data && page > appointments.data.totalPages) setPage(appointments.data.totalPages);

  const list = appointments.data?.appointments ?? [];
  return (
    <>
      <PageHeader section={DASHBOARD_COPY.menu.appointments} title={DASHBOARD_COPY.appointments.title}>
        {DASHBOARD_COPY.appointments.intro}
      </PageHeader>
      <ListStates
        query={appointments}
        loadingRows={4}
        errorMessage={LOADING_MESSAGES.appointments}
        isEmpty={list.length === 0}
        empty={EMPTY_MESSAGES.noAppointments}
      >
        <div className={`space-y-4 ${appointments.isPlaceholderData ? 'opacity-60' : ''}`}>
          {list.map((a) => (
            <AppointmentCard key={a.id} appointment={a} />
          ))}
        </div>
        <Pager
          compact
          label={DASHBOARD_COPY.appointments.pages}
          page={page}
          totalPages={appointments.data?.totalPages ?? 1}
          busy={appointments.isFetching}
          onPage={setPage}
        />
      </ListStates>
    </>
  );
}
