import { WISHLIST_MESSAGES } from '@shared/messages/wishlist';
import { AppointmentForm } from '@client/features/appointments/appointment-form';
import { WishlistPage } from '@client/features/wishlist/wishlist-page';

export default function WishlistRoute() {
  return (
    <WishlistPage
      // Keyed by the message: a changed wishlist starts the form again with the new list of pieces.
      bookingForm={({ message, pieces }) => (
        <AppointmentForm
          key={message}
          defaultMessage={message}
          pieces={pieces}
          submitLabel={WISHLIST_MESSAGES.bookVisit}
        />
      )}
    />
  );
}
