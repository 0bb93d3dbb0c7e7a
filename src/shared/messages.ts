// Every user-facing string, once. Strings quoted in ../shared/SPEC.md are kept exactly as written.

export const AUTH_MESSAGES = {
  loginFieldsRequired: 'Please enter both fields.',
  signupFieldsRequired: 'Please fill in all fields.',
  passwordsDoNotMatch: 'Passwords do not match.',
  otpBothRequired: 'Enter both OTPs.',
  forgotContactRequired: 'Enter your phone or email.',
  resetFieldsRequired: 'Enter OTP and new password.',
  invalidCredentials: 'Invalid credentials.',
  registrationFailed: 'Registration failed.',
  otpVerificationFailed: 'OTP verification failed.',
  sendOtpFailed: 'Failed to send OTP.',
  resetFailed: 'Reset failed.',
  loggingIn: 'Logging in…',
  sendingOtps: 'Sending OTPs…',
  otpsSent: 'OTPs sent to your email and phone!',
  otpSent: 'OTP sent to your registered contact!',
  adminLoginFailed: 'Login failed. Please check your credentials.',
  loginFirst: 'Please login first.',
  // Beyond the specification
  invalidEmail: 'Enter a valid email address.',
  invalidPhone: 'Enter a valid 10-digit Indian mobile number.',
  invalidPhoneEmail: 'Enter a valid email address or 10-digit mobile number.',
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordTooLong: 'Password must be at most 128 characters.',
  otpFormat: 'Each OTP is 6 digits.',
  accountExists: 'An account with this email or phone already exists. Please log in.',
  accountNotVerified: 'Your account is not verified yet. Please sign up again to receive new OTPs and verify it.',
  otpInvalid: 'That OTP is not correct.',
  otpExpired: 'That OTP has expired or was already used. Please request a new one.',
  otpTooManyAttempts: 'Too many wrong attempts. Please request a new OTP.',
  otpResendTooSoon: 'Please wait a minute before requesting another OTP.',
  sessionExpired: 'Your session has expired. Please log in again.',
  adminSessionExpired: 'Your admin session has expired. Please sign in again.',
  adminRequired: 'Admin sign-in required.',
  notAllowed: 'You are not allowed to do that.',
  noPermission: 'You do not have permission to do that.',
  tooManyAttempts: 'Too many attempts. Please wait a little and try again.',
  accountAttemptsSpent:
    'Too many failed sign-ins on this account. Sign in from a device you have signed in from before, ' +
    'or reset the password.',
  crossSiteRefused: 'This request did not come from our site and was refused.',
  loggedOut: 'You have been logged out.',
  usernameRequired: 'Enter the username and password.',
  verifyOtpSent: 'We sent a 6-digit code to',
  fullnameTooLong: 'Name is too long.',
} as const;

export const GOLD_MESSAGES = {
  invalidPrice: 'Enter a valid positive price.',
  updateFailed: 'Server error. Could not update gold price.',
  unavailable: 'Service Unavailable',
  updateSucceeded: 'Gold price updated.',
  notSet: 'The gold price has not been set yet.',
  confirmInvalid: 'confirm must be true or false.',
} as const;

export const CART_MESSAGES = {
  addFailed: 'Failed to add to cart.',
  added: 'Item added to cart.',
  quantityRange: 'Quantity must be between 1 and 10.',
  removed: 'Item removed from cart.',
  empty: 'Your cart is empty.',
  quantityMax: 'You already have 10 of this piece in your cart, the most one order can hold.',
  updated: 'Cart updated.',
  notInCart: 'That piece is no longer in your cart.',
  chooseToRemove: 'Choose at least one piece to remove, at most 100.',
  totalTooLarge: 'This cart is too large to total. Please remove some pieces or contact the shop.',
} as const;

export const EMPTY_MESSAGES = {
  noProductsFound: 'No products found.',
  noProductsAvailable: 'No products available.',
  noCategories: 'No categories.',
  noUsers: 'No users found.',
  noMatchingUsers: 'No matching users.',
  noAppointments: 'No appointment requests yet.',
  noDeliveryFailures: 'Every email and text message has been sent.',
} as const;

export const APPOINTMENT_MESSAGES = {
  nameRequired: 'Please enter your name.',
  emailInvalid: AUTH_MESSAGES.invalidEmail,
  mobileInvalid: AUTH_MESSAGES.invalidPhone,
  addressTooLong: 'Address is too long.',
  messageTooLong: 'Message is too long.',
  showroomRequired: 'Choose a showroom: Nerul or Kharghar.',
  dateInvalid: 'Choose a preferred date from today onwards.',
  created: 'Thank you! Your visit is booked. Our showroom team will call you to confirm.',
  createFailed: 'We could not book your visit. Please try again or call us.',
  handled: 'Marked as handled.',
  notFound: 'Appointment not found.',
  nameTooLong: AUTH_MESSAGES.fullnameTooLong,
  dateTooFar: 'Choose a preferred date within the next year.',
} as const;

export const GENERAL_MESSAGES = {
  invalidInput: 'The request is not valid.',
  notFound: 'Not found.',
  methodNotAllowed: 'This address does not answer that method.',
  pageNotFound: 'We could not find that page.',
  serverError: 'Something went wrong on our side. Please try again.',
  databaseUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  payloadTooLarge: 'The request is too large.',
  invalidId: 'That id is not valid.',
  invalidPage: 'Page must be a whole number from 1.',
  invalidLimit: 'Limit must be a whole number from 1 to 100.',
  searchTooLong: 'Search text is too long.',
  invalidSort: 'Choose a sort order from the list.',
  metricsTokenRequired: 'A valid metrics token is required.',
  retry: 'Try again',
  loading: 'Loading…',
} as const;

/** The storefront's labels, headings and notices (the spec's own strings stay in the blocks above). */
export const STOREFRONT_MESSAGES = {
  // Shell and navigation
  skipToContent: 'Skip to content',
  loadingPage: 'Loading the page…',
  // Accessible names that start with the visible text (WCAG 2.5.3, label in name).
  homeLinkLabel: 'Navi Jewels Navi Mumbai, home',
  mainMenu: 'Main menu',
  openMenu: 'Open Menu',
  menuTitle: 'Menu',
  closeMenu: 'Close Menu',
  signIn: 'Sign In',
  signUp: 'Sign Up',
  profile: 'Profile',
  greeting: (name: string) => `Hello, ${name.split(' ')[0] ?? name}`,
  myCart: 'My cart',
  logout: 'Logout',
  cart: 'Cart',
  cartLabel: (count: number) => `Cart ${count} item${count === 1 ? '' : 's'}`,
  callUs: 'Call us on',
  showroomsLine: 'Showrooms in Nerul & Kharghar, Navi Mumbai',
  goldRateLabel: 'Gold rate',
  goldRateOnRequest: 'Rate on request',
  goldUpdatedAt: 'Updated',
  footerBlurb:
    'A family jeweller of Navi Mumbai: BIS hallmarked gold, certified diamonds, temple and polki work made by hand, ' +
    'and the time to choose them well.',
  footerCollections: 'Collections',
  footerHouse: 'The house',
  footerShowrooms: 'Our showrooms',
  footerNote: 'BIS hallmarked gold · Certified diamonds · Lifetime exchange.',
  bookVisit: 'Book a visit',
  whatsappHello: 'Hello Navi Jewels, I would like to know more about your jewellery.',
  carouselPrevious: 'Previous',
  carouselNext: 'Next',
  // Listing
  previousPage: 'Prev',
  nextPage: 'Next',
  pageOf: (page: number, total: number) => `Page ${page} of ${total}`,
  pagination: 'Pagination',
  // Appointment form
  optional: '(optional)',
  // Login
} as const;

/**
 * Metals, purities, rates and prices shown to shoppers ('Enter a valid positive price.' is
 * GOLD_MESSAGES.invalidPrice).
 */
export const PRICE_MESSAGES = {
  priceOnRequest: 'Price on request',
  priceFrom: 'From',
  metalValue: 'Metal value',
  makingCharges: 'Making charges',
  stonesValue: 'Stones',
  subtotal: 'Subtotal',
  gst: (percent: number) => `GST (${percent}%)`,
  total: 'Total',
  metalInvalid: 'Choose a metal: gold, silver or platinum.',
  purityOfMetal: 'Choose a purity of the selected metal.',
  fineRateRequired: 'The rate of 24K gold, 999 silver and 950 platinum is entered, never derived: enter a price.',
  ratesRequired: 'Enter at least one rate.',
  rateDuplicate: 'Each metal and purity can be given only once.',
  confirmInvalid: 'confirm must be true or false.',
  /** The rate guard's 409: a rate moved by more than RATE_CHANGE_CONFIRM_PERCENT. */
  rateChangeNeedsConfirm: (percent: number) =>
    `This would move a rate by more than ${percent}%: check the impact, then confirm the update.`,
  priceRangeInvalid: 'Enter a price in rupees, 0 or more, with at most 2 decimals.',
  priceRangeOrder: 'The lowest price cannot be more than the highest.',
  historyLimitInvalid: 'Ask for 1 to 365 points of rate history.',
  ratesUpdated: 'Rates updated.',
} as const;

/** Prices on the storefront: cards, the details of a piece, the cart, the rate bar and the price filter. */
export const PRICE_COPY = {
  atTodaysRate: (when: string) => `At today’s rate, set ${when}`,
  gstIncluded: (percent: number) => `Inclusive of ${percent}% GST`,
  breakup: 'Price breakup',
  specifications: 'Specifications',
  weightTimesRate: (weight: string, rate: string) => `${weight} × ${rate}`,
  makingPercent: (percent: number) => `${percent}% of metal value`,
  metal: 'Metal',
  purity: 'Purity',
  grossWeight: 'Gross weight',
  netWeight: 'Net weight',
  stoneLine: (count: number, kind: string, carats: string | null) =>
    `${count} ${kind}${carats ? `, ${carats} ct` : ''}`,
  none: 'None',
  hallmark: 'BIS hallmark',
  notHallmarked: 'Not hallmarked',
  huid: 'HUID',
  ringSize: 'Ring size',
  bangleSize: 'Bangle size',
  sizeTotalOnly: 'Ask us for the breakup of this size.',
  onRequestNote: 'This piece is priced individually. Chat with us on WhatsApp or visit a showroom for a quote.',
  each: (price: string) => `${price} each`,
  unpriced: (count: number) =>
    `${count} piece${count === 1 ? '' : 's'} priced on request ${count === 1 ? 'is' : 'are'} not in the total.`,
  priceRange: 'Price range',
  minPrice: 'Lowest price',
  maxPrice: 'Highest price',
  applyRange: 'Apply',
  clearRange: 'Clear price range',
} as const;
