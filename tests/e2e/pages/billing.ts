import type { Locator, Page } from 'playwright-core';

/** Page objects of billing (SPEC §2): the pricing page, the plan and manage dialogs, the test-mode checkout. */
export class BillingPages {
  readonly planDialog: Locator;
  readonly manageDialog: Locator;
  readonly checkout: Locator;
  readonly plusBadge: Locator;

  constructor(private readonly page: Page) {
    // Mantine puts the test id on the modal's root, which has no box of its own: the dialog is inside.
    this.planDialog = page.getByTestId('plan-dialog').getByRole('dialog');
    this.manageDialog = page.getByTestId('manage-dialog').getByRole('dialog');
    this.checkout = page.getByTestId('local-checkout');
    this.plusBadge = page.getByTestId('sidebar-plan-badge');
  }

  /** In the plan dialog: pick a billing period and go to the checkout. */
  async choosePlan(key: 'plus_weekly' | 'plus_monthly' | 'plus_annual'): Promise<void> {
    await this.planDialog.getByTestId(`plan-option-${key}`).click();
    await this.planDialog.getByTestId('plan-dialog-subscribe').click();
    await this.checkout.waitFor();
  }

  /** Pay on the test-mode checkout with a test card; back in the app afterwards. */
  async pay(card = '4242 4242 4242 4242'): Promise<void> {
    await this.checkout.getByTestId('checkout-card').fill(card);
    await this.checkout.getByTestId('checkout-pay').click();
  }

  /** The settings entry beside the user name → Manage Subscription. */
  async openManage(): Promise<void> {
    await this.page.getByTestId('sidebar-settings').click();
    await this.page.getByTestId('sidebar-menu-subscription').click();
    await this.manageDialog.getByTestId('manage-overview').waitFor();
  }

  async cancelSubscription(): Promise<string> {
    await this.manageDialog.getByTestId('manage-cancel').click();
    const text = (await this.manageDialog.getByTestId('manage-cancel-text').textContent()) ?? '';
    await this.manageDialog.getByTestId('manage-cancel-confirm').click();
    await this.manageDialog.getByTestId('manage-resume').waitFor();
    return text;
  }
}
