CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"is_previous" boolean NOT NULL,
	"address_line_one" text NOT NULL,
	"address_line_two" text NOT NULL,
	"city" text NOT NULL,
	"province_id" integer NOT NULL,
	"postal_code" text NOT NULL,
	"rent_or_mortgage_cost" integer,
	"time_at_address" integer,
	"is_renting" boolean,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "addresses_user_slot_key" UNIQUE("user_id","is_previous")
);
--> statement-breakpoint
CREATE TABLE "bankruptcies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"declared" boolean NOT NULL,
	"times" integer NOT NULL,
	"date_filed" date,
	"contribution_cents" integer NOT NULL,
	"discharge" date,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bankruptcies_user_id_key" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "budgets" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"income" jsonb NOT NULL,
	"outgoing" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text NOT NULL,
	"last_name" text NOT NULL,
	"home_phone" text NOT NULL,
	"cell_phone" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"gender" text NOT NULL,
	"citizenship" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contacts_user_id_key" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "employments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"occupation" text NOT NULL,
	"income" integer NOT NULL,
	"employer_name" text NOT NULL,
	"work_phone" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"time_at_job" integer NOT NULL,
	"province_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "employments_user_id_key" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "identifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"is_secondary" boolean NOT NULL,
	"license_type_id" integer NOT NULL,
	"license_number_sealed" text NOT NULL,
	"place" text NOT NULL,
	"expiry_date" date,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "identifications_user_slot_key" UNIQUE("user_id","is_secondary")
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bankruptcies" ADD CONSTRAINT "bankruptcies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employments" ADD CONSTRAINT "employments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identifications" ADD CONSTRAINT "identifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;