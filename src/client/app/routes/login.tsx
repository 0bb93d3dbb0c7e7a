import { LoginPage } from '@client/features/account/login-page';
import { useMergeBrowserWishlist } from '@client/features/wishlist/merge';

export default function LoginRoute() {
  // The browser's wishlist joins the account once signed in (the merge code loads with this page only).
  const mergeWishlist = useMergeBrowserWishlist();
  return <LoginPage onSignedIn={mergeWishlist} />;
}
