ALTER TABLE "creditors" ADD COLUMN "addressee" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "creditors" ADD COLUMN "department" text DEFAULT '' NOT NULL;