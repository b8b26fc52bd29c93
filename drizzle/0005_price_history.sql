CREATE TABLE "price_observations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"from_city" text NOT NULL,
	"to_city" text NOT NULL,
	"month" text NOT NULL,
	"nights" smallint NOT NULL,
	"adults" smallint NOT NULL,
	"children" smallint NOT NULL,
	"rooms" smallint NOT NULL,
	"cabin" text NOT NULL,
	"bags" text NOT NULL,
	"hotel_level" text NOT NULL,
	"total_usd" numeric(12, 2) NOT NULL,
	"source" text NOT NULL,
	"observed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_watch_checks" (
	"saved_search_id" uuid NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"best_total" numeric,
	CONSTRAINT "trip_watch_checks_saved_search_id_checked_at_pk" PRIMARY KEY("saved_search_id","checked_at")
);
--> statement-breakpoint
ALTER TABLE "trip_watch_checks" ADD CONSTRAINT "trip_watch_checks_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_observations_lookup_idx" ON "price_observations" USING btree ("from_city","to_city","month","nights","adults","children","rooms","cabin","bags","hotel_level","observed_at");--> statement-breakpoint
CREATE INDEX "price_observations_observed_idx" ON "price_observations" USING btree ("observed_at");