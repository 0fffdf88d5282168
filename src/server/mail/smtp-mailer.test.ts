import { afterAll, beforeAll, expect, test } from 'bun:test';
import { startSmtpSink } from '../../../tests/helpers/smtp-sink';
import { createSmtpMailer } from './smtp-mailer';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

test('the SMTP adapter delivers the sign-in code over the SMTP protocol', async () => {
  const mailer = createSmtpMailer(`smtp://127.0.0.1:${sink.port}?ignoreTLS=true`, 'Advisor <no-reply@advisor.test>');
  await mailer.sendLoginCode('person@example.com', '042137');
  expect(sink.mails).toHaveLength(1);
  const mail = sink.mails[0]!;
  expect(mail.from).toBe('no-reply@advisor.test');
  expect(mail.to).toEqual(['person@example.com']);
  expect(mail.data).toContain('Subject: Your sign-in code: 042137');
  expect(mail.data).toContain('Your verification code is 042137.');
  expect(mail.data).toContain('valid for 10 minutes');
});

test('an address with CR/LF cannot inject headers', async () => {
  const mailer = createSmtpMailer(`smtp://127.0.0.1:${sink.port}?ignoreTLS=true`, 'Advisor <no-reply@advisor.test>');
  const before = sink.mails.length;
  await expect(mailer.sendLoginCode('victim@example.com\r\nBcc: attacker@evil.test', '111111')).rejects.toThrow(/Refusing/);
  await expect(mailer.sendLoginCode('a@example.com, attacker@evil.test', '111111')).rejects.toThrow(/Refusing/);
  expect(sink.mails.length).toBe(before);
});
