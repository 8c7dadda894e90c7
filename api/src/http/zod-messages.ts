import { inputIssueMessage } from 'shared/contract';
import { z } from 'zod';

/**
 * Makes the contract's inputIssueMessage zod's global error map, for every schema the API parses
 * with (the browser forms set the same map: shared/forms).
 */
export function useInputMessages(): void {
  z.config({ customError: inputIssueMessage });
}
