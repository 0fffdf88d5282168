import type { Logger } from '../lib/logger';

/** Sends the sign-in code. Embedded default prints it to the log; SMTP when SMTP_URL is set. */
export interface Mailer {
  readonly kind: 'log' | 'smtp';
  sendLoginCode(email: string, code: string): Promise<void>;
}

export function loginCodeText(code: string): { subject: string; text: string } {
  return {
    subject: `Your sign-in code: ${code}`,
    text: `Your verification code is ${code}.\n\nIt is valid for 10 minutes and can be used once.\nIf you did not ask to sign in, you can ignore this email.`,
  };
}

export function createLogMailer(log: Logger): Mailer {
  return {
    kind: 'log',
    async sendLoginCode(email, code) {
      log.info(`Sign-in code for ${email}: ${code}`, { event: 'auth.login_code', email });
    },
  };
}
