import { mountStandalone } from 'shared/dev-standalone';
import __Name__Suite from '../app/suite';

mountStandalone([{ path: '__name__/*', element: <__Name__Suite /> }]);
