// Planted: the API importing the design system (api-to-browser-code); the contract is allowed.
import { contractValue } from '../../shared/src/contract/value';
import { button } from '../../shared/src/ui/button';

export const answer = [contractValue, button];
