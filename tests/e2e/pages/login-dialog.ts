import type { Locator, Page } from 'playwright-core';

/** Page object of the login dialog (SPEC §2): the tests speak in user steps, not selectors. */
export class LoginDialogPage {
  readonly dialog: Locator;
  readonly title: Locator;
  readonly subtitle: Locator;
  readonly emailInput: Locator;
  readonly continueButton: Locator;
  readonly codeEmail: Locator;
  readonly codeInputs: Locator;
  readonly verifyButton: Locator;
  readonly resendButton: Locator;
  readonly backButton: Locator;
  readonly closeButton: Locator;
  readonly error: Locator;
  readonly notice: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog');
    this.title = this.dialog.getByTestId('login-title');
    this.subtitle = this.dialog.getByTestId('login-subtitle');
    this.emailInput = this.dialog.getByTestId('login-email-input');
    this.continueButton = this.dialog.getByTestId('login-email-submit');
    this.codeEmail = this.dialog.getByTestId('login-code-email');
    this.codeInputs = this.dialog.getByTestId('login-code-input').locator('input');
    this.verifyButton = this.dialog.getByTestId('login-verify');
    this.resendButton = this.dialog.getByTestId('login-resend');
    this.backButton = this.dialog.getByTestId('login-back');
    this.closeButton = this.dialog.getByTestId('login-close');
    this.error = this.dialog.getByTestId('login-error');
    this.notice = this.dialog.getByTestId('login-notice');
  }

  /** Open it the way a guest does: the header's 'Sign in' button. */
  async openFromHeader(): Promise<void> {
    await this.page.getByTestId('header-signin').click();
    await this.title.waitFor();
  }

  async submitEmail(email: string): Promise<void> {
    await this.emailInput.fill(email);
    await this.continueButton.click();
  }

  async enterCode(code: string): Promise<void> {
    await this.codeInputs.first().click();
    await this.page.keyboard.type(code);
  }

  /** Type the code: a complete code submits itself (no Verify click). */
  async verify(code: string): Promise<void> {
    await this.enterCode(code);
  }

  /** Paste the code (as copied from a mail) into the first box. */
  async pasteCode(text: string): Promise<void> {
    await this.codeInputs.first().click();
    await this.codeInputs.first().evaluate((input, pasted) => {
      const data = new DataTransfer();
      data.setData('text/plain', pasted);
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, text);
  }

  async waitForCodeStep(): Promise<void> {
    await this.verifyButton.waitFor();
  }

  async close(): Promise<void> {
    await this.closeButton.click();
    await this.dialog.waitFor({ state: 'detached' });
  }

  async codeValue(): Promise<string> {
    const values = await this.codeInputs.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    return values.join('');
  }
}
