import type { SizeLabel } from './constants';
import { sizeName } from './piece-in-size';

// What shoppers and the shop receive by email and SMS: used by the server only, so kept apart
// from messages.ts, which the storefront's first load carries whole.

/**
 * A visitor's text as one line: a line break (any of Unicode's) shows as ⏎, so that a field can
 * never add a line of its own ("Asha\nEmail: ..." cannot pass for another email address).
 */
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;
const oneLine = (text: string) => text.replace(LINE_BREAK, ' ⏎ ');

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
    oneLine(`Visit request: ${name}, ${showroom}, ${date}`),
  appointmentEmailText: (a: {
    name: string;
    email: string;
    mobile: string;
    showroom: string;
    preferredDate: string;
    address: string;
    message: string;
    items: ReadonlyArray<{ name: string; size: SizeLabel | null; quantity: number }>;
  }) =>
    [
      `Name: ${oneLine(a.name)}`,
      `Email: ${oneLine(a.email)}`,
      `Mobile: ${oneLine(a.mobile)}`,
      `Showroom: ${oneLine(a.showroom)}`,
      `Preferred date: ${oneLine(a.preferredDate)}`,
      `Address: ${oneLine(a.address) || '(none given)'}`,
      '',
      // The message keeps its lines, each quoted, so that none passes for a line of the notice.
      'Message:',
      ...(a.message ? a.message.split(LINE_BREAK).map((line) => `> ${line}`) : ['(none)']),
      ...(a.items.length > 0
        ? [
            '',
            'Pieces to show:',
            ...a.items.map((i) => `- ${oneLine(i.name)}${i.size ? ` (${sizeName(i.size)})` : ''} x ${i.quantity}`),
          ]
        : []),
    ].join('\n'),
} as const;
