CREATE TABLE "demo_resets" (
	"user_id" text NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "demo_resets_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "demo_resets" ADD CONSTRAINT "demo_resets_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;