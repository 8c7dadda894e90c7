import { localDate } from 'shared/contract';

/**
 * Letters are dated in Toronto time (decisions.md section 5), whatever the server's zone and
 * whatever the consumer's own zone (which only decides the tracker's "today").
 */
export function torontoDate(instant: Date): string {
  return localDate(instant, 'America/Toronto');
}
