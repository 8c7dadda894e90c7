import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addCatalog, setLanguage } from 'shared/i18n';
import { SUITES } from 'shared/suites';
import { exampleSuite } from 'shared/suites/testing';
import { FRAME_NAMESPACE } from '../../i18n/frame-catalog';
import { serveFakeApi } from '../../testing/api-server';
import { renderApp } from '../../testing/render-app';

serveFakeApi();

// Unmounted first: the page would otherwise follow the switch back to English after the test.
afterEach(async () => {
  cleanup();
  await setLanguage('en');
});

/**
 * A suite added to the registry (given to the shell, the registry's file untouched), its entry
 * between My Generated Letters (30) and Banking Information (40).
 */
const WITH_EXAMPLE = [...SUITES, exampleSuite(35)];

// Its label, as its team adds it beside the others (shared/src/suites/nav-texts.ts, .fr.ts).
addCatalog(FRAME_NAMESPACE, { nav: { example: 'Example' } }, async () => ({
  nav: { example: 'Exemple' },
}));

describe('a suite added to the registry of suites', () => {
  it('has its entry in the side navigation, at its place, leading to its module', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/app/live-chat', { storedKey: 'key-1', suites: WITH_EXAMPLE });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels.indexOf('Example')).toBe(labels.indexOf('My Generated Letters') + 1);
    expect(labels.indexOf('Banking Information')).toBe(labels.indexOf('Example') + 1);

    await user.click(within(nav).getByRole('link', { name: 'Example' }));
    // The fake loader renders the module it is asked for as the page's heading.
    expect(await screen.findByRole('heading', { name: 'example/App' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/example');
    expect(within(nav).getByRole('link', { name: 'Example' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('owns the addresses below its route', async () => {
    renderApp('/app/example/goals/new', { storedKey: 'key-1', suites: WITH_EXAMPLE });
    expect(await screen.findByRole('heading', { name: 'example/App' })).toBeInTheDocument();
  });

  it('is named in French in a French page, with the other entries', async () => {
    await setLanguage('fr');
    renderApp('/app/example', { storedKey: 'key-1', suites: WITH_EXAMPLE });
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByRole('link', { name: 'Exemple' })).toBeInTheDocument();
    expect(
      within(nav).getByRole('link', { name: 'Renseignements personnels' }),
    ).toBeInTheDocument();
  });

  it('is unknown to a shell whose registry does not have it', async () => {
    renderApp('/app/example', { storedKey: 'key-1' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Example' })).not.toBeInTheDocument();
  });
});
