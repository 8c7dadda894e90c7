import { mountStandalone } from 'shared/dev-standalone';
import GeneratedLettersSuite from '../app/suite';

mountStandalone([{ path: 'my-generated-letters/*', element: <GeneratedLettersSuite /> }]);
