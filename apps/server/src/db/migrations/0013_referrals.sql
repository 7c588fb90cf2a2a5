CREATE TABLE "referral" (
	"referred_id" text PRIMARY KEY NOT NULL,
	"referrer_id" text NOT NULL,
	"status" text DEFAULT 'clear' NOT NULL,
	"evidence" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"flagged_at" timestamp with time zone,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_not_self" CHECK ("referral"."referred_id" <> "referral"."referrer_id")
);
--> statement-breakpoint
CREATE TABLE "referral_commission" (
	"deposit_id" text NOT NULL,
	"level" integer NOT NULL,
	"referrer_id" text NOT NULL,
	"referred_id" text NOT NULL,
	"depositor_id" text NOT NULL,
	"deposit_amount" bigint NOT NULL,
	"rate_bps" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "referral_commission_deposit_id_level_pk" PRIMARY KEY("deposit_id","level"),
	CONSTRAINT "referral_commission_level" CHECK ("referral_commission"."level" in (1, 2)),
	CONSTRAINT "referral_commission_amount" CHECK ("referral_commission"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "referral" ADD CONSTRAINT "referral_referred_id_user_id_fk" FOREIGN KEY ("referred_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral" ADD CONSTRAINT "referral_referrer_id_user_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral" ADD CONSTRAINT "referral_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commission" ADD CONSTRAINT "referral_commission_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commission" ADD CONSTRAINT "referral_commission_referrer_id_user_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commission" ADD CONSTRAINT "referral_commission_referred_id_user_id_fk" FOREIGN KEY ("referred_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commission" ADD CONSTRAINT "referral_commission_depositor_id_user_id_fk" FOREIGN KEY ("depositor_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_referrer_idx" ON "referral" USING btree ("referrer_id");--> statement-breakpoint
CREATE INDEX "referral_flagged_idx" ON "referral" USING btree ("flagged_at") WHERE "referral"."status" = 'flagged';--> statement-breakpoint
CREATE INDEX "referral_commission_referrer_idx" ON "referral_commission" USING btree ("referrer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Sign-ups from before this migration: their referrers were never checked, so they start clear.
INSERT INTO "referral" ("referred_id", "referrer_id", "created_at")
SELECT "id", "referred_by", "created_at" FROM "user"
WHERE "referred_by" IS NOT NULL AND "referred_by" <> "id"
  AND EXISTS (SELECT 1 FROM "user" AS "referrer" WHERE "referrer"."id" = "user"."referred_by");
