/** The last 4 letters or digits of an account number, which is all the list shows of it. */
export function lastFour(accountNumber: string): string {
  return accountNumber.replace(/[^A-Za-z0-9]/g, '').slice(-4);
}
