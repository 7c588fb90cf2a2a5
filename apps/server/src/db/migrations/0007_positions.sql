CREATE TABLE "positions" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"number" text GENERATED ALWAYS AS ('POS-' || lpad(seq::text, 6, '0')) STORED NOT NULL,
	"user_id" text NOT NULL,
	"mode" text NOT NULL,
	"symbol" text NOT NULL,
	"side" text NOT NULL,
	"stake" bigint NOT NULL,
	"open_fee" bigint NOT NULL,
	"fee_bps" bigint NOT NULL,
	"entry_price" numeric(28, 8) NOT NULL,
	"take_profit" numeric(28, 8),
	"stop_loss" numeric(28, 8),
	"status" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"close_reason" text,
	"trigger_price" numeric(28, 8),
	"exit_price" numeric(28, 8),
	"close_fee" bigint,
	"result" bigint,
	"payout" bigint,
	CONSTRAINT "positions_seq_unique" UNIQUE("seq"),
	CONSTRAINT "positions_amounts" CHECK ("positions"."stake" > 0 and "positions"."open_fee" >= 0 and "positions"."entry_price" > 0
        and ("positions"."payout" is null or "positions"."payout" >= 0))
);
--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "positions_user_idx" ON "positions" USING btree ("user_id","opened_at");--> statement-breakpoint
CREATE INDEX "positions_open_idx" ON "positions" USING btree ("symbol") WHERE "positions"."status" = 'open';--> statement-breakpoint
-- Real positions' stakes are held here from open to close (escrow stays the investments').
INSERT INTO accounts (owner_id, kind, allow_negative) VALUES (NULL, 'positions', false);
