-- Every user owns four ledger accounts, created in the same transaction as the user row, so no
-- code path (Better Auth, seed, admin) can make a user without them.
CREATE FUNCTION create_user_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO accounts (owner_id, kind)
  VALUES (NEW.id, 'wallet'), (NEW.id, 'bonus'), (NEW.id, 'profit'), (NEW.id, 'demo');
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_accounts_after_insert AFTER INSERT ON "user"
  FOR EACH ROW EXECUTE FUNCTION create_user_accounts();
--> statement-breakpoint
-- Transfers are immutable: history is corrected by new transfers, never rewritten.
CREATE FUNCTION refuse_transfer_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'transfers are immutable';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER transfers_immutable BEFORE UPDATE OR DELETE ON transfers
  FOR EACH ROW EXECUTE FUNCTION refuse_transfer_change();
--> statement-breakpoint
-- System accounts. Only the outside world and the house may go negative: world is where
-- deposits come from and withdrawals go to; demo_issuer mints Free-mode money.
INSERT INTO accounts (owner_id, kind, allow_negative) VALUES
  (NULL, 'world', true),
  (NULL, 'house', true),
  (NULL, 'demo_issuer', true),
  (NULL, 'fees', false),
  (NULL, 'escrow', false),
  (NULL, 'hold', false);
--> statement-breakpoint
INSERT INTO settings (id) VALUES (1);
