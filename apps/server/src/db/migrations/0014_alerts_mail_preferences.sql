CREATE TABLE "mail_preference" (
	"user_id" text PRIMARY KEY NOT NULL,
	"muted_topics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"symbol" text NOT NULL,
	"direction" text NOT NULL,
	"price" numeric(28, 8) NOT NULL,
	"repeat" text NOT NULL,
	"armed" boolean DEFAULT true NOT NULL,
	"fired_count" integer DEFAULT 0 NOT NULL,
	"last_fired_at" timestamp with time zone,
	"last_fired_price" numeric(28, 8),
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "price_alerts_price" CHECK ("price_alerts"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "mail_preference" ADD CONSTRAINT "mail_preference_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_alerts_user_idx" ON "price_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "price_alerts_live_idx" ON "price_alerts" USING btree ("symbol") WHERE "price_alerts"."armed" or "price_alerts"."repeat" = 'every';