import { SUITES } from 'shared/suites';
import { HOME_PATH } from '../../app/paths';
import { suiteModuleAt } from './suites';

describe('suiteModuleAt', () => {
  it('names the module of a suite address, its own routes included', () => {
    expect(suiteModuleAt(HOME_PATH, SUITES)).toBe('profile/App');
    expect(suiteModuleAt('/app/edit-personal-info', SUITES)).toBe('profile/App');
    expect(suiteModuleAt('/app/budget-suite/anything', SUITES)).toBe('budget/BudgetSuite');
    expect(suiteModuleAt('/app/live-chat', SUITES)).toBe('budget/LiveChat');
  });

  it('is null outside the suites', () => {
    expect(suiteModuleAt('/', SUITES)).toBeNull();
    expect(suiteModuleAt('/app/live-chat/more', SUITES)).toBeNull();
    expect(suiteModuleAt('/app/edit-personal-infox', SUITES)).toBeNull();
    expect(suiteModuleAt('/register', SUITES)).toBeNull();
  });
});
