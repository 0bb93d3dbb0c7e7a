import { ContactPage } from '../../features/shop/contact-page';

export default function ContactRoute() {
  return <ContactPage />;
}
