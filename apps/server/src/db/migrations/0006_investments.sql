CREATE TABLE "investment_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"rate_bps" integer NOT NULL,
	"period_hours" integer DEFAULT 24 NOT NULL,
	"periods" integer NOT NULL,
	"capital_returned" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investment_packages_terms" CHECK ("investment_packages"."min_amount" > 0 and "investment_packages"."max_amount" >= "investment_packages"."min_amount"
        and "investment_packages"."rate_bps" between 1 and 10000 and "investment_packages"."period_hours" between 1 and 8760
        and "investment_packages"."periods" between 1 and 3650)
);
--> statement-breakpoint
CREATE TABLE "investments" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"number" text GENERATED ALWAYS AS ('INV-' || lpad(seq::text, 6, '0')) STORED NOT NULL,
	"user_id" text NOT NULL,
	"package_id" text NOT NULL,
	"package_slug" text NOT NULL,
	"package_name" text NOT NULL,
	"amount" bigint NOT NULL,
	"rate_bps" integer NOT NULL,
	"period_seconds" integer NOT NULL,
	"periods" integer NOT NULL,
	"capital_returned" boolean NOT NULL,
	"profit_per_period" bigint NOT NULL,
	"currency" text NOT NULL,
	"rate" numeric(18, 6) NOT NULL,
	"status" text NOT NULL,
	"periods_paid" integer DEFAULT 0 NOT NULL,
	"next_due_at" timestamp with time zone,
	"started_at" timestamp with time zone NOT NULL,
	"matured_at" timestamp with time zone,
	CONSTRAINT "investments_seq_unique" UNIQUE("seq"),
	CONSTRAINT "investments_terms" CHECK ("investments"."amount" > 0 and "investments"."profit_per_period" > 0 and "investments"."periods" > 0
        and "investments"."period_seconds" > 0 and "investments"."periods_paid" between 0 and "investments"."periods")
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "investment_payouts_paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_package_id_investment_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."investment_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "investment_packages_slug_idx" ON "investment_packages" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "investments_user_idx" ON "investments" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "investments_package_idx" ON "investments" USING btree ("package_id","started_at");--> statement-breakpoint
CREATE INDEX "investments_due_idx" ON "investments" USING btree ("next_due_at") WHERE "investments"."status" = 'active';--> statement-breakpoint
-- Every database starts with four packages (SPEC.md section 4); staff edit or switch them off.
INSERT INTO "investment_packages"
  ("id", "slug", "name", "description", "min_amount", "max_amount", "rate_bps", "period_hours", "periods", "capital_returned", "display_order")
VALUES
  ('pkg-starter', 'starter', 'Starter', 'A week to see how it works: 1% a day for 7 days, and your capital back at the end.', 1000, 100000, 100, 24, 7, true, 1),
  ('pkg-growth', 'growth', 'Growth', 'A month of steady profit: 1.2% a day for 30 days, capital back at the end.', 10000, 1000000, 120, 24, 30, true, 2),
  ('pkg-weekly-income', 'weekly-income', 'Weekly Income', 'Paid once a week: 6% a week for 26 weeks, capital back at the end.', 50000, 2500000, 600, 168, 26, true, 3),
  ('pkg-annuity', 'annuity', 'Annuity', 'The highest total: 1.5% a day for 100 days. The capital is paid out through the profit and does not come back at the end.', 100000, 5000000, 150, 24, 100, false, 4);
