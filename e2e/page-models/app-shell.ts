import type { Locator, Page } from '@playwright/test';

/** The side navigation's entries, in order, with their routes: from the registry of suites. */
export { NAV_ENTRIES } from '../support/suites';

/**
 * The signed-in frame around every `/app` page: the hamburger button, the side navigation and
 * the area where a suite renders (with its load-failure message).
 */
export class AppShell {
  readonly menuButton: Locator;
  /** The side navigation: the one navigation landmark holding the suite links. */
  readonly navigation: Locator;
  readonly signOutButton: Locator;
  readonly loadFailure: Locator;
  readonly retryButton: Locator;

  constructor(readonly page: Page) {
    this.menuButton = page.getByRole('button', { name: 'Menu' });
    this.navigation = page
      .getByRole('navigation')
      .filter({ has: page.getByRole('link', { name: 'Identity Lock' }) });
    this.signOutButton = this.navigation.getByRole('button', { name: 'Sign Out' });
    this.loadFailure = page.getByText('This section could not be loaded.');
    this.retryButton = page.getByRole('button', { name: 'Retry' });
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
  }

  navLink(label: string): Locator {
    return this.navigation.getByRole('link', { name: label, exact: true });
  }

  /** Follows a side-navigation entry, opening the menu first when it is closed (narrow screens). */
  async navigateTo(label: string): Promise<void> {
    if ((await this.menuButton.getAttribute('aria-expanded')) === 'false') {
      await this.menuButton.click();
    }
    await this.navLink(label).click();
  }

  async signOut(): Promise<void> {
    if ((await this.menuButton.getAttribute('aria-expanded')) === 'false') {
      await this.menuButton.click();
    }
    await this.signOutButton.click();
  }

  /** The h1 of whatever page the main area shows (each suite renders one). */
  get pageHeading(): Locator {
    return this.page.getByRole('main').getByRole('heading', { level: 1 });
  }

  /** A page's main heading (each suite renders one h1). */
  heading(name: string): Locator {
    return this.page.getByRole('heading', { name, level: 1 });
  }
}
