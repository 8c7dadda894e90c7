ALTER TABLE "banking_accounts" ADD COLUMN "interest_rate_hundredths" integer;--> statement-breakpoint
ALTER TABLE "banking_accounts" ADD COLUMN "minimum_payment_cents" integer;--> statement-breakpoint
ALTER TABLE "banking_accounts" ADD COLUMN "date_of_last_payment" date;--> statement-breakpoint
ALTER TABLE "banking_accounts" ADD COLUMN "debt_kind" text DEFAULT '' NOT NULL;