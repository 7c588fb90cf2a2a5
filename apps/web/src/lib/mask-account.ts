/**
 * An account number as the screens show it in passing: its last four characters behind dots,
 * "••••1234", so a glance over the shoulder does not give the whole number away.
 */
export function maskAccountNumber(accountNumber: string): string {
  const visible = accountNumber.slice(-4);
  return `••••${visible}`;
}
