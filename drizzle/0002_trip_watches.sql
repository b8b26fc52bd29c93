CREATE TABLE "trip_watches" (
	"saved_search_id" uuid PRIMARY KEY NOT NULL,
	"watching" boolean DEFAULT true NOT NULL,
	"ended" text,
	"checked_at" timestamp with time zone,
	"best_total" numeric,
	"check_started_at" timestamp with time zone,
	"last_mailed_total" numeric,
	"last_mailed_day" date,
	"language" text,
	"job_id" uuid,
	"queued_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "trip_watches" ADD CONSTRAINT "trip_watches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_watches_due_idx" ON "trip_watches" USING btree ("watching","checked_at");