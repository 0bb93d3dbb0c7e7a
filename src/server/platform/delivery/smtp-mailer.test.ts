import { describe, expect, it } from 'vitest';
import { smtpOptionsFromUrl } from './smtp-mailer';

describe('SMTP_URL', () => {
  it('reads host, port, TLS mode and URL-encoded credentials', () => {
    expect(smtpOptionsFromUrl('smtp://shop%40mail.in:p%40ss%3Aword@mail.example:2525')).toMatchObject({
      host: 'mail.example',
      port: 2525,
      secure: false,
      auth: { user: 'shop@mail.in', pass: 'p@ss:word' },
    });
    expect(smtpOptionsFromUrl('smtps://mail.example')).toMatchObject({ port: 465, secure: true });
    expect(smtpOptionsFromUrl('smtp://mail.example')).toMatchObject({ port: 587, secure: false });
    expect(smtpOptionsFromUrl('smtp://mail.example').auth).toBeUndefined();
  });

  it('passes query options on to nodemailer', () => {
    expect(smtpOptionsFromUrl('smtp://mail.example?requireTLS=true&socketTimeout=5000&name=shop')).toMatchObject({
      requireTLS: true,
      socketTimeout: 5000,
      name: 'shop',
    });
  });
});
