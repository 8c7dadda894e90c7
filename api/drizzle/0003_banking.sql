CREATE TABLE "banking_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_name" text NOT NULL,
	"account_number_sealed" text NOT NULL,
	"credit_limit_cents" integer NOT NULL,
	"account_association" text NOT NULL,
	"account_type" text NOT NULL,
	"account_status" text NOT NULL,
	"correct_credit_balance_cents" integer NOT NULL,
	"reported_credit_balance_cents" integer NOT NULL,
	"number_of_late_payments" integer NOT NULL,
	"date_of_last_activity" date NOT NULL,
	"date_opened" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banking_step_up_grants" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banking_accounts" ADD CONSTRAINT "banking_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banking_step_up_grants" ADD CONSTRAINT "banking_step_up_grants_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banking_accounts_user_id_idx" ON "banking_accounts" USING btree ("user_id");