import type { Page } from 'playwright-core';
import { type AdminApi, signedInUserId } from './admin.ts';
import { field, passwordField } from './people.ts';

/** Staff credit one of the signed-in person's funds, as the console's adjustment does. */
export async function creditFund(
  page: Page,
  admin: AdminApi,
  account: 'wallet' | 'bonus' | 'profit',
  amount: string,
): Promise<void> {
  const userId = await signedInUserId(page);
  await admin.adjust(userId, { account, direction: 'credit', amount, reason: 'E2E funding' });
}

export interface BankAccount {
  bankName: string;
  accountHolder: string;
  accountNumber: string;
  swift: string;
}

export const GRACE_BANK: BankAccount = {
  bankName: 'Maybank Berhad',
  accountHolder: 'Grace Hopper',
  accountNumber: '5140 1234 5678',
  swift: 'MBBEMYKL',
};

/** Fills /data-bank's form and its password, then saves. */
export async function fillBankForm(page: Page, bank: BankAccount, password: string) {
  await field(page, 'Bank name').fill(bank.bankName);
  await field(page, 'Account holder').fill(bank.accountHolder);
  await field(page, 'Account number').fill(bank.accountNumber);
  await field(page, 'SWIFT/BIC or branch code').fill(bank.swift);
  await passwordField(page, 'Your password').fill(password);
  await page.getByRole('button', { name: /^Save (new )?bank account$/ }).click();
}
