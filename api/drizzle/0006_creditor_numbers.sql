ALTER TABLE "creditors" ADD COLUMN "toll_free" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "creditors" ADD COLUMN "fax_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "creditors" ADD COLUMN "phone_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "creditors" ADD COLUMN "fax_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "creditors" ADD COLUMN "address_note" text DEFAULT '' NOT NULL;