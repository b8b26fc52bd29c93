ALTER TABLE "saved_searches" ADD COLUMN "bags" text DEFAULT 'cabin' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "budget_per" text DEFAULT 'total' NOT NULL;