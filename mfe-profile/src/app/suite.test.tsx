import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from 'shared/testing';
import PersonalInformationSuite from './suite';

describe('PersonalInformationSuite', () => {
  it('shows its title as the page heading under the shell prefix', () => {
    renderWithProviders(
      <Routes>
        <Route path="/app/edit-personal-info/*" element={<PersonalInformationSuite />} />
      </Routes>,
      { route: '/app/edit-personal-info' },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Personal Information' }),
    ).toBeInTheDocument();
  });
});
