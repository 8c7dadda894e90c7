import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createTestStore, type TestStore } from './store';

export interface RenderOptions {
  store?: TestStore;
  /**
   * Start URL of the in-memory router (default '/'), or a location with the router state a link
   * hands the page (a wizard started prefilled from another suite).
   */
  route?: string | { pathname: string; state?: unknown };
}

/** Renders inside the providers the shell gives a suite: the store and a router. */
export function renderWithProviders(
  ui: ReactElement,
  { store = createTestStore(), route = '/' }: RenderOptions = {},
): RenderResult & { store: TestStore } {
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </Provider>,
  );
  return { ...result, store };
}
