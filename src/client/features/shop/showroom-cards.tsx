import { STOREFRONT_MESSAGES } from '@shared/messages';
import { telHref, whatsappHref } from '@client/lib/format';
import { useShopInfo } from '@client/lib/use-shop-info';

/** Both showrooms with address, phone, hours, a map link and WhatsApp. */
export function ShowroomCards({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const shop = useShopInfo();
  const Heading = headingLevel;
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {shop.showrooms.map((s) => (
        <li key={s.id} className="flex flex-col border border-sand bg-white p-6 sm:p-8">
          <p className="eyebrow">Navi Mumbai</p>
          <Heading className="mt-2 font-display text-3xl text-charcoal">{s.name}</Heading>
          <span className="ornament mt-4" aria-hidden="true" />
          <dl className="mt-5 grid gap-4 text-[0.95rem]">
            <div>
              <dt className="text-xs uppercase tracking-[0.16em] text-stone">Address</dt>
              <dd className="mt-1 leading-relaxed">{s.address}</dd>
            </div>
            <div>
              <dt className="text-xs uppercase tracking-[0.16em] text-stone">Phone</dt>
              <dd className="mt-1">
                <a
                  href={telHref(s.phone)}
                  className="underline decoration-gold-400 underline-offset-4 hover:text-gold-700"
                >
                  {s.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-xs uppercase tracking-[0.16em] text-stone">Hours</dt>
              <dd className="mt-1">{s.hours}</dd>
            </div>
          </dl>
          <div className="mt-6 flex flex-wrap gap-x-6 gap-y-3 pt-1 text-sm font-medium">
            <a
              href={s.mapUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="text-gold-700 underline underline-offset-4 hover:text-charcoal"
            >
              Open in Maps<span className="sr-only">: {s.name}</span>
            </a>
            <a
              href={whatsappHref(shop.whatsapp, `${STOREFRONT_MESSAGES.whatsappHello} (${s.name})`)}
              target="_blank"
              rel="noopener noreferrer"
              className="text-[#1f5f3f] underline underline-offset-4 hover:text-charcoal"
            >
              WhatsApp<span className="sr-only"> {s.name}</span>
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
