import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from 'shared/testing';
import GeneratedLettersSuite from './suite';

describe('GeneratedLettersSuite', () => {
  it('shows its title as the page heading under the shell prefix', () => {
    renderWithProviders(
      <Routes>
        <Route path="/app/my-generated-letters/*" element={<GeneratedLettersSuite />} />
      </Routes>,
      { route: '/app/my-generated-letters' },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'My Generated Letters' }),
    ).toBeInTheDocument();
  });
});
