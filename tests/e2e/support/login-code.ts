import type { TestServer } from './app';

/** The sign-in code the server just mailed (printed to its log by the embedded mailer). */
export async function waitForLoginCode(server: TestServer, email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const code = server.lastCodeFor(email);
    if (code) return code;
    await Bun.sleep(100);
  }
  throw new Error(`no code was sent to ${email}`);
}
