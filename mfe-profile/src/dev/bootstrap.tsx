import { mountStandalone } from 'shared/dev-standalone';
import PersonalInformationSuite from '../app/suite';

mountStandalone([{ path: 'edit-personal-info/*', element: <PersonalInformationSuite /> }]);
