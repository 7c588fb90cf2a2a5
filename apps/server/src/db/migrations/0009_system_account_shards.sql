DROP INDEX "accounts_system_kind_idx";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_system_kind_shard_idx" ON "accounts" USING btree ("kind","shard") WHERE "accounts"."owner_id" is null;--> statement-breakpoint
-- Sixteen shards of every system account (decision 022): the existing row is shard 0.
INSERT INTO accounts (owner_id, kind, allow_negative, shard)
SELECT NULL, a.kind, a.allow_negative, s.shard
FROM accounts a CROSS JOIN generate_series(1, 15) AS s(shard)
WHERE a.owner_id IS NULL;
--> statement-breakpoint
-- A user's money passes through one shard of each system account, chosen from their id as the
-- ledger does (ledger.ts userShard: the sum of its character codes, modulo the shards).
CREATE FUNCTION kapital_user_shard(user_id text) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT (coalesce(sum(ascii(c)), 0) % 16)::integer FROM regexp_split_to_table(user_id, '') AS c
$$;
--> statement-breakpoint
-- What shard 0 holds for users whose shard is another one moves there, by transfers like any
-- other: the held withdrawals, the escrowed capital, the staked positions.
CREATE TEMPORARY TABLE reshard AS
SELECT kind, shard, sum(amount) AS amount FROM (
  SELECT 'hold' AS kind, kapital_user_shard(user_id) AS shard, amount
    FROM withdrawals WHERE status = 'pending'
  UNION ALL
  SELECT 'escrow', kapital_user_shard(user_id), amount
    FROM investments WHERE status = 'active'
  UNION ALL
  SELECT 'positions', kapital_user_shard(user_id), stake
    FROM positions WHERE status = 'open' AND mode = 'real'
) held
WHERE shard <> 0
GROUP BY kind, shard;
--> statement-breakpoint
INSERT INTO transfers (debit_account_id, credit_account_id, amount, kind, reference, idempotency_key)
SELECT source.id, target.id, r.amount, 'ledger.reshard', 'migration:0009',
       'reshard:' || r.kind || ':' || r.shard
FROM reshard r
JOIN accounts source ON source.owner_id IS NULL AND source.kind = r.kind AND source.shard = 0
JOIN accounts target ON target.owner_id IS NULL AND target.kind = r.kind AND target.shard = r.shard
WHERE r.amount > 0;
--> statement-breakpoint
UPDATE accounts a SET balance = a.balance + moved.delta
FROM (
  SELECT id, sum(delta) AS delta FROM (
    SELECT credit_account_id AS id, amount AS delta FROM transfers WHERE kind = 'ledger.reshard'
    UNION ALL
    SELECT debit_account_id, -amount FROM transfers WHERE kind = 'ledger.reshard'
  ) sides GROUP BY id
) moved
WHERE a.id = moved.id;
--> statement-breakpoint
DROP TABLE reshard;
--> statement-breakpoint
DROP FUNCTION kapital_user_shard(text);
