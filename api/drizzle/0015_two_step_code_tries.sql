CREATE TABLE "two_step_code_tries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "two_step_code_tries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"tried_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "security_events" DROP CONSTRAINT "security_events_kind_check";--> statement-breakpoint
ALTER TABLE "two_step_code_tries" ADD CONSTRAINT "two_step_code_tries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "two_step_code_tries_user_at_idx" ON "two_step_code_tries" USING btree ("user_id","tried_at");--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_kind_check" CHECK (kind in ('sign_in', 'sign_in_failed', 'password_changed', 'password_reset', 'two_step_enabled', 'two_step_disabled', 'recovery_code_used', 'recovery_codes_renewed', 'two_step_locked'));