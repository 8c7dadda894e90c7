export { type RenderOptions, renderWithProviders } from './render';
export { createTestStore, type TestStore } from './store';
