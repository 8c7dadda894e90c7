import PersonalInformationSuite from '../app/suite';
import { mountStandalone } from './standalone';

mountStandalone([{ path: 'edit-personal-info/*', element: <PersonalInformationSuite /> }]);
