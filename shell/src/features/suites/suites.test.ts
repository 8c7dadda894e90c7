import { HOME_PATH } from '../../app/paths';
import { suiteModuleAt } from './suites';

describe('suiteModuleAt', () => {
  it('names the module of a suite address, its own routes included', () => {
    expect(suiteModuleAt(HOME_PATH)).toBe('profile/App');
    expect(suiteModuleAt('/app/edit-personal-info')).toBe('profile/App');
    expect(suiteModuleAt('/app/budget-suite/anything')).toBe('budget/BudgetSuite');
    expect(suiteModuleAt('/app/live-chat')).toBe('budget/LiveChat');
  });

  it('is null outside the suites', () => {
    expect(suiteModuleAt('/')).toBeNull();
    expect(suiteModuleAt('/app/live-chat/more')).toBeNull();
    expect(suiteModuleAt('/app/edit-personal-infox')).toBeNull();
    expect(suiteModuleAt('/register')).toBeNull();
  });
});
