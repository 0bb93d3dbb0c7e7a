// What shoppers and the shop receive by email and SMS: used by the server only, so kept apart
// from messages.ts, which the storefront's first load carries whole.

/** What shoppers and the shop receive by email and SMS. */
export const DELIVERY_MESSAGES = {
  signupEmailSubject: 'Your Navi Jewels verification code',
  signupEmailText: (code: string, minutes: number) =>
    `Welcome to Navi Jewels.\n\nYour email verification code is ${code}. It is valid for ${minutes} minutes.\n\nIf ` +
    `you did not create an account, you can ignore this email.`,
  signupSms: (code: string, minutes: number) =>
    `${code} is your Navi Jewels phone verification code. Valid for ${minutes} minutes. Do not share it.`,
  resetEmailSubject: 'Your Navi Jewels password reset code',
  resetEmailText: (code: string, minutes: number) =>
    `Your Navi Jewels password reset code is ${code}. It is valid for ${minutes} minutes.\n\nIf you did not ask to ` +
    `reset your password, you can ignore this email; your password has not changed.`,
  resetSms: (code: string, minutes: number) =>
    `${code} is your Navi Jewels password reset code. Valid for ${minutes} minutes. Do not share it.`,
  appointmentEmailSubject: (name: string, showroom: string, date: string) =>
    `Visit request: ${name}, ${showroom}, ${date}`,
  appointmentEmailText: (a: {
    name: string;
    email: string;
    mobile: string;
    showroom: string;
    preferredDate: string;
    address: string;
    message: string;
    items: ReadonlyArray<{ name: string; quantity: number }>;
  }) =>
    [
      `Name: ${a.name}`,
      `Email: ${a.email}`,
      `Mobile: ${a.mobile}`,
      `Showroom: ${a.showroom}`,
      `Preferred date: ${a.preferredDate}`,
      `Address: ${a.address || '(none given)'}`,
      '',
      a.message || '(no message)',
      ...(a.items.length > 0
        ? ['', "Pieces in the shopper's cart:", ...a.items.map((i) => `- ${i.name} x ${i.quantity}`)]
        : []),
    ].join('\n'),
} as const;
