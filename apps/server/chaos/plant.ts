/**
 * A planted fault, to prove the suite catches one: a copy of apps/server/src with a small text
 * patch, built the way scripts/build.mjs builds the real server. The patch must find its anchor
 * text exactly once, so that a refactor cannot quietly turn the plant into a no-op.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../scripts/build-server.mjs';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

interface Plant {
  file: string;
  why: string;
  replacements: { anchor: string; replacement: string }[];
}

export const PLANTS: Record<string, Plant> = {
  // The hold of a withdrawal request commits on a connection of its own before the request's
  // transaction does: a fault between the two leaves money in the hold with no withdrawal row,
  // and the client's retry (same key, the stored answer rolled back) moves it a second time.
  'transfer-outside-transaction': {
    file: 'features/withdrawals/withdrawal-service.ts',
    why: 'the withdrawal hold transfer runs in its own transaction, outside the request',
    replacements: [
      {
        anchor: `  const hold = await deps.ledger.systemAccount('hold', uow, input.userId);
  await deps.ledger.transfer(uow, {
    debitAccountId: context.sourceAccountId,`,
        replacement: `  const hold = await deps.ledger.systemAccount('hold', uow, input.userId);
  const plantedSource = context.sourceAccountId;
  await deps.ledger.run((own) => deps.ledger.transfer(own, {
    debitAccountId: plantedSource,`,
      },
      {
        anchor: `    idempotencyKey: \`withdrawal:\${row.id}:hold\`,
    metadata: { number: row.number },
  });`,
        replacement: `    idempotencyKey: \`withdrawal:\${row.id}:hold\`,
    metadata: { number: row.number },
  }));`,
      },
    ],
  },
  // A referral commission rounded up instead of down (decision 035 says down): each approved
  // deposit of a referred user whose commission is not a whole cent pays a cent too much.
  'commission-rounds-up': {
    file: 'features/referrals/service.ts',
    why: 'referral commissions round up to the cent instead of down',
    replacements: [
      {
        anchor: '  return (amount * BigInt(rateBps)) / BPS;',
        replacement: '  return (amount * BigInt(rateBps) + BPS - 1n) / BPS;',
      },
    ],
  },
};

/** Copies src, applies the plant, builds dist/server.js; returns the folder to run it from. */
export async function buildPlanted(names: string, workDir: string): Promise<string> {
  const chosen = names.split(',').map((name) => {
    const plant = PLANTS[name];
    if (!plant) throw new Error(`Unknown plant ${name}; known: ${Object.keys(PLANTS).join(', ')}`);
    return { name, plant };
  });
  // Inside apps/server, so that the build's bare imports resolve from the same node_modules.
  const root = path.join(workDir, 'planted');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  cpSync(path.join(serverDir, 'src'), path.join(root, 'src'), { recursive: true });
  // The server reads its version from the package.json beside src and dist.
  cpSync(path.join(serverDir, 'package.json'), path.join(root, 'package.json'));
  for (const { name, plant } of chosen) applyPlant(root, name, plant);
  await buildServer(root, { tsconfig: path.join(serverDir, 'tsconfig.json') });
  for (const { name, plant } of chosen) process.stdout.write(`Planted ${name}: ${plant.why}\n`);
  return root;
}

/** Applies one plant's replacements to the copy at `root`; each anchor must occur once. */
function applyPlant(root: string, name: string, plant: Plant): void {
  const target = path.join(root, 'src', plant.file);
  let text = readFileSync(target, 'utf8');
  for (const { anchor, replacement } of plant.replacements) {
    const uses = text.split(anchor).length - 1;
    if (uses !== 1) {
      throw new Error(
        `Plant ${name}: anchor found ${uses} times in src/${plant.file} (expected once); update the plant:\n${anchor}`,
      );
    }
    text = text.replace(anchor, replacement);
  }
  writeFileSync(target, text);
}
