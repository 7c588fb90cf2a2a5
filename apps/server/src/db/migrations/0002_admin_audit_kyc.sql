CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" text NOT NULL,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"legal_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"nationality" text NOT NULL,
	"address" text NOT NULL,
	"id_type" text NOT NULL,
	"id_number" text NOT NULL,
	"front_file_key" text NOT NULL,
	"back_file_key" text,
	"selfie_file_key" text NOT NULL,
	"rejection_reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "withdrawal_fee_bps" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "withdrawal_fee_fixed" bigint DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "withdrawal_min" bigint DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "deposit_min" bigint DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "deposit_max" bigint DEFAULT 10000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "trade_fee_bps" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "referral_level1_bps" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "referral_level2_bps" integer DEFAULT 200 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "demo_balance" bigint DEFAULT 1000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_one_pending_per_user_idx" ON "kyc_submissions" USING btree ("user_id") WHERE "kyc_submissions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "kyc_user_idx" ON "kyc_submissions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "kyc_status_idx" ON "kyc_submissions" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_bounds" CHECK ("settings"."withdrawal_fee_bps" between 0 and 10000 and "settings"."trade_fee_bps" between 0 and 10000
        and "settings"."referral_level1_bps" between 0 and 10000 and "settings"."referral_level2_bps" between 0 and 10000
        and "settings"."withdrawal_fee_fixed" >= 0 and "settings"."withdrawal_min" >= 0 and "settings"."deposit_min" > 0
        and "settings"."deposit_max" >= "settings"."deposit_min" and "settings"."demo_balance" >= 0);