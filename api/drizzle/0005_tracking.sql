ALTER TABLE "letters" ADD COLUMN "sent_on" date;--> statement-breakpoint
ALTER TABLE "letters" ADD COLUMN "sent_by" text;--> statement-breakpoint
ALTER TABLE "letters" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "letters" ADD COLUMN "resolved_on" date;--> statement-breakpoint
ALTER TABLE "letters" ADD COLUMN "note_sealed" "bytea";--> statement-breakpoint
ALTER TABLE "letters" ADD COLUMN "follow_up_of" uuid;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_follow_up_of_letters_id_fk" FOREIGN KEY ("follow_up_of") REFERENCES "public"."letters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "letters_follow_up_of_idx" ON "letters" USING btree ("follow_up_of");