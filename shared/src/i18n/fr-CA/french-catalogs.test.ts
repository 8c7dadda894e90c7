import { describeFrenchCatalog } from '../../testing/in-french';
import { common } from '../en-CA/common';
import { shell } from '../en-CA/shell';
import { commonFr } from './common';
import { shellFr } from './shell';

// Wired in i18n.ts by the lead, so no registration here.
describeFrenchCatalog({ owner: "the 'common' namespace", english: common, french: commonFr });
describeFrenchCatalog({ owner: "the 'shell' namespace", english: shell, french: shellFr });
