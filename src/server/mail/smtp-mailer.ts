import nodemailer from 'nodemailer';
import { loginCodeText, type Mailer } from './mailer';

/** Real SMTP through nodemailer (pooled connections, STARTTLS/TLS from the URL). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async sendLoginCode(email, code) {
      // One plain address only: no list separators, brackets or line breaks (header injection).
      if (/[\s<>,;"]/.test(email)) throw new Error('Refusing to mail an address with separators or control characters');
      const { subject, text } = loginCodeText(code);
      await transport.sendMail({ from, to: email, subject, text });
    },
  };
}
