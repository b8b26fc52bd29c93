ALTER TABLE "trip_watches" ADD COLUMN "failed_checks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_watches" ADD COLUMN "failing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trip_watches" ADD COLUMN "retry_at" timestamp with time zone;