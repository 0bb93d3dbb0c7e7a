import type { ReactNode } from 'react';
import { STOREFRONT_MESSAGES } from '@shared/messages';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { PageBanner } from '@client/components/ui/page-banner';
import { PageTitle } from '@client/components/ui/page-title';
import { SectionHeading } from '@client/components/ui/section-heading';
import { telHref, whatsappHref } from '@client/lib/format';
import { useShopInfo } from '@client/lib/use-shop-info';
import { ShowroomCards } from './showroom-cards';

/**
 * `appointmentForm` comes from the appointments feature, composed by the route; `whatsappText`,
 * the message about a piece when the page was opened from one.
 */
export function ContactPage({
  appointmentForm,
  whatsappText = STOREFRONT_MESSAGES.whatsappHello,
}: {
  appointmentForm: ReactNode;
  whatsappText?: string | undefined;
}) {
  const shop = useShopInfo();
  return (
    <>
      <PageTitle title="Contact" />
      <PageBanner art="banner-contact" eyebrow="Contact" title="Visit, call or write to us">
        <p>
          Call{' '}
          <a href={telHref(shop.phone)} className="underline decoration-gold-300 underline-offset-4">
            {shop.phone}
          </a>
          , write to{' '}
          <a href={`mailto:${shop.email}`} className="underline decoration-gold-300 underline-offset-4">
            {shop.email}
          </a>{' '}
          or{' '}
          <a
            href={whatsappHref(shop.whatsapp, whatsappText)}
            target="_blank"
            rel="noopener noreferrer"
            className="underline decoration-gold-300 underline-offset-4"
          >
            chat on WhatsApp
          </a>
          .
        </p>
      </PageBanner>

      <section aria-labelledby="showrooms-heading" className="mx-auto max-w-7xl px-5 py-16 sm:px-8 sm:py-20">
        <SectionHeading id="showrooms-heading" eyebrow="Two showrooms" title="Nerul and Kharghar" />
        <ShowroomCards headingLevel="h3" />
      </section>

      <section id="book-a-visit" aria-labelledby="contact-book-heading" className="scroll-mt-32 bg-cream">
        <div className="mx-auto grid max-w-7xl gap-10 px-5 py-16 sm:px-8 sm:py-20 lg:grid-cols-[1fr_1.5fr] lg:gap-16">
          <SectionHeading
            id="contact-book-heading"
            eyebrow="Appointments"
            title={PAGE_MESSAGES.appointmentTitle}
            align="left"
          >
            {PAGE_MESSAGES.appointmentIntro}
          </SectionHeading>
          {appointmentForm}
        </div>
      </section>
    </>
  );
}
