import GeneratedLettersSuite from '../app/suite';
import { mountStandalone } from './standalone';

mountStandalone([{ path: 'my-generated-letters/*', element: <GeneratedLettersSuite /> }]);
