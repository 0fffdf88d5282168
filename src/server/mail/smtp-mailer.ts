import nodemailer from 'nodemailer';
import { loginCodeText, type Mailer } from './mailer';

/** Real SMTP through nodemailer (pooled connections, STARTTLS/TLS from the URL). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async sendLoginCode(email, code) {
      const { subject, text } = loginCodeText(code);
      await transport.sendMail({ from, to: email, subject, text });
    },
  };
}
