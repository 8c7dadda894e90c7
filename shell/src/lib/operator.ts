import { useCallback, useEffect, useState } from 'react';
import { OPERATOR_PATH, type Operator, type OperatorAnswer, ResultCode } from 'shared/contract';

/**
 * Who runs the service, for the terms and the privacy policy (issue 21, point 14). A plain fetch:
 * both pages are public and load without the store. Asked once per page load (the server lets
 * browsers keep the answer five minutes); a failure is forgotten so that Retry asks again.
 */
let pending: Promise<Operator> | null = null;

async function fetchOperator(): Promise<Operator> {
  const response = await fetch(`${window.location.origin}${OPERATOR_PATH}`, {
    headers: { accept: 'application/json' },
  });
  const answer = (await response.json()) as OperatorAnswer;
  if (answer.code !== ResultCode.ok) throw new Error(`operator: answer code ${answer.code}`);
  const { name, address, email, effective_date } = answer;
  return { name, address, email, effective_date };
}

function loadOperator(): Promise<Operator> {
  if (!pending) {
    pending = fetchOperator().catch((error: unknown) => {
      pending = null;
      throw error;
    });
  }
  return pending;
}

/** Forgets a loaded answer (tests start each case from the server). */
export function forgetOperator(): void {
  pending = null;
}

export type OperatorState =
  | { status: 'loading' }
  | { status: 'ready'; operator: Operator }
  | { status: 'failed'; retry: () => void };

export function useOperator(): OperatorState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<OperatorState>({ status: 'loading' });
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the trigger of a new try.
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadOperator().then(
      (operator) => current && setState({ status: 'ready', operator }),
      () => current && setState({ status: 'failed', retry }),
    );
    return () => {
      current = false;
    };
  }, [attempt, retry]);
  return state;
}
