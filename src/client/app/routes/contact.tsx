import { useSearchParams } from 'react-router';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { visitPieceOf } from '@shared/piece-in-size';
import { LazyAppointmentForm } from '@client/features/appointments/lazy-appointment-form';
import { useVisitPieceDetails, VisitPieceCard } from '@client/features/appointments/visit-piece';
import { ContactPage } from '@client/features/shop/contact-page';

/** The contact page; from 'Visit Our Store' (?piece=12&size=14) its form and WhatsApp link carry the piece. */
export default function ContactRoute() {
  const [search] = useSearchParams();
  const piece = useVisitPieceDetails(visitPieceOf(search));
  return (
    <ContactPage
      whatsappText={piece ? PAGE_MESSAGES.whatsappAboutPiece(piece.text, piece.url) : undefined}
      appointmentForm={
        <div>
          {piece ? <VisitPieceCard piece={piece} /> : null}
          <LazyAppointmentForm
            // Keyed by the piece: the message starts again with it once it has loaded.
            key={piece?.text ?? ''}
            piece={piece ? { productId: piece.product.id, size: piece.size } : undefined}
            defaultMessage={piece ? PAGE_MESSAGES.bookingAboutPiece(piece.text, piece.url) : ''}
          />
        </div>
      }
    />
  );
}
