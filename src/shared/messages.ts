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
  tooManyAttempts: 'Too many attempts. Please wait a little and try again.',
  crossSiteRefused: 'This request did not come from our site and was refused.',
  loggedOut: 'You have been logged out.',
  usernameRequired: 'Enter the username and password.',
  verifyOtpSent: 'We sent a 6-digit code to',
  fullnameTooLong: 'Name is too long.',
} as const;

export const PRODUCT_MESSAGES = {
  createFieldsRequired: 'Please fill all fields and upload a photo.',
  updateFieldsRequired: 'Name & category required.',
  createFailed: 'Server error. Could not create product.',
  createSucceeded: 'Product created successfully!',
  updateFailed: 'Server error. Could not update product.',
  updateSucceeded: 'Product updated successfully!',
  deleteFailed: 'Server error. Could not delete product.',
  deleteSucceeded: (name: string) => `Product "${name}" deleted.`,
  notFound: 'Product not found.',
  categoryNotFound: 'Category not found.',
  nameTooLong: 'Product name is too long.',
  descriptionTooLong: 'Description is too long.',
} as const;

export const IMAGE_MESSAGES = {
  notAnImage: 'Image files only: upload a JPEG, PNG, WebP, AVIF or GIF picture.',
  tooLarge: (maxMegabytes: number) => `That image is too large. The limit is ${maxMegabytes} MB.`,
  tooManyPixels: (maxMegapixels: number) => `That image has too many pixels. The limit is ${maxMegapixels} megapixels.`,
  unreadable: 'That image could not be read. It may be damaged or incomplete.',
  onlyOneFile: 'Upload one photo at a time.',
} as const;

export const CATEGORY_MESSAGES = {
  nameRequired: 'Category name cannot be empty.',
  nameTooLong: 'Category name is too long.',
  createFailed: 'Could not create category.',
  createSucceeded: 'Category created!',
  updateFailed: 'Update failed.',
  updateSucceeded: 'Category updated!',
  deleteFailed: 'Delete failed.',
  deleteSucceeded: 'Category deleted.',
  duplicate: 'A category with this name already exists.',
  inUse: 'This category still has products. Move or delete them first.',
  notFound: PRODUCT_MESSAGES.categoryNotFound,
} as const;

export const LOADING_MESSAGES = {
  products: 'Failed to load products.',
  categories: 'Failed to load categories.',
  productsForCategory: 'Failed to load products for selected category.',
  users: 'Failed to load users',
  appointments: 'Failed to load appointments.',
  deliveryFailures: 'Failed to load the failed deliveries.',
  goldHistory: 'Failed to load the price history.',
} as const;

export const SELECTION_MESSAGES = {
  addFieldsRequired: 'Please select a type, category, and at least one product.',
  updateFieldsRequired: 'Please select a type, category, and at least one product to add.',
  deleteFieldsRequired: 'Please select a type, category, and at least one product to delete.',
  addFailed: 'Failed to add selection.',
  updateFailed: 'Failed to update selection.',
  deleteFailed: 'Failed to delete from selection.',
  allAlreadyInSelection: 'All products in this category are already in this selection type.',
  noProductsForCategory: 'No products available for this category.',
  added: (count: number) => `${count} product${count === 1 ? '' : 's'} added to the selection.`,
  removed: (count: number) => `${count} product${count === 1 ? '' : 's'} removed from the selection.`,
  productsNotInCategory: 'Every product must belong to the chosen category.',
  unknownType: 'Choose a selection type from the list.',
  productsNotFound: 'One or more of the chosen products no longer exist.',
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

/** Product specifications: metal, weights, making charges, stones, hallmark and sizes. */
export const SPEC_MESSAGES = {
  weightInvalid: 'Enter a weight in grams above 0, to the milligram (at most 3 decimals).',
  netAboveGross: 'The net weight cannot be more than the gross weight.',
  makingTypeInvalid: 'Choose a making charge type: percent, per gram or flat.',
  makingBothOrNeither: 'Choose a making charge type and enter its value, or leave both empty.',
  makingValueInvalid: 'Enter a making charge of 0 or more, with at most 2 decimals.',
  makingPercentInvalid: 'A making charge percent is at most 100.',
  stonesInvalid: 'Stones must be a list of stones.',
  stonesTooMany: (max: number) => `List at most ${max} kinds of stones.`,
  stoneKindInvalid: 'Choose a stone: diamond, polki, kundan, ruby, emerald, pearl or other.',
  stoneCountInvalid: 'The number of stones must be a whole number from 1.',
  caratInvalid: 'Enter a carat weight above 0, with at most 3 decimals.',
  stoneValueInvalid: 'Enter the stones’ value in rupees, 0 or more, with at most 2 decimals.',
  hallmarkedInvalid: 'Say whether the piece is hallmarked: yes or no.',
  huidInvalid: 'A HUID is 6 letters and digits.',
  huidNeedsHallmark: 'Only a hallmarked piece has a HUID.',
  sizesInvalid: 'Sizes must be a list of sizes.',
  sizesTooMany: (max: number) => `List at most ${max} sizes.`,
  sizeLabelInvalid: 'Choose a ring size from 1 to 30 or a bangle size 2.2, 2.4, 2.6, 2.8 or 2.10.',
  sizesMixed: 'Use ring sizes or bangle sizes, not both.',
  sizeDuplicate: 'Each size can be listed only once.',
  sizesNotForCategory: 'These sizes do not fit the category: ring sizes are for rings, bangle sizes for bangles.',
} as const;

/** The audit log's filters (issue 27). */
export const AUDIT_MESSAGES = {
  dateInvalid: 'Enter a date as YYYY-MM-DD, or a date and time in ISO 8601.',
  filterTooLong: 'A filter can be at most 64 characters.',
  rangeOrder: 'The start of the range cannot be after its end.',
} as const;
