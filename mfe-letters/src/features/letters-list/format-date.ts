/** A calendar date: '2026-03-02' as 'March 2, 2026' (the contract's, shared with the API). */
export { formatCalendarDate } from 'shared/contract';
