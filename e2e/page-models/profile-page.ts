import type { Locator, Page } from '@playwright/test';

export const PROFILE_TABS = {
  personal: { label: 'Personal', form: 'Personal details' },
  address: { label: 'Address', form: 'Address' },
  employment: { label: 'Employment', form: 'Employment' },
  identifications: { label: 'Identifications', form: 'Identifications' },
  bankruptcy: { label: 'Bankruptcy', form: 'Bankruptcy' },
  password: { label: 'Password', form: 'Change password' },
} as const;

export type ProfileTabName = keyof typeof PROFILE_TABS;

/** /app/edit-personal-info/{tab}: the heading, the tab links and the current tab's form. */
export class ProfilePage {
  readonly heading: Locator;
  readonly tabs: Locator;
  readonly updateButton: Locator;
  readonly successNotice: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Personal Information' });
    this.tabs = page.getByRole('navigation', { name: 'Personal information sections' });
    this.updateButton = page.getByRole('button', { name: 'Update' });
    this.successNotice = page.getByText('Successfully Updated!');
  }

  async goto(tab: ProfileTabName): Promise<void> {
    await this.page.goto(`/app/edit-personal-info/${tab}`);
  }

  tabLink(tab: ProfileTabName): Locator {
    return this.tabs.getByRole('link', { name: PROFILE_TABS[tab].label, exact: true });
  }

  /** The tab's form, visible once its data has loaded. */
  form(tab: ProfileTabName): Locator {
    return this.page.getByRole('form', { name: PROFILE_TABS[tab].form });
  }

  async openTab(tab: ProfileTabName): Promise<void> {
    await this.tabLink(tab).click();
  }

  async update(): Promise<void> {
    await this.updateButton.click();
  }
}
