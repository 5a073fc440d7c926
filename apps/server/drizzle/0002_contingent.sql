CREATE TABLE "abiturient_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"abiturient_id" integer NOT NULL,
	"college_id" integer NOT NULL,
	"program_id" integer,
	"priority" smallint NOT NULL,
	"status" text NOT NULL,
	"average_mark" numeric(4, 2),
	"original_documents" boolean DEFAULT false NOT NULL,
	"consent" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "abiturient_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"abiturient_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "abiturient_interactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"abiturient_id" integer NOT NULL,
	"type" text NOT NULL,
	"result" text,
	"organization_id" integer,
	"oid" text,
	"action_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"author_id" integer,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "career_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"format" text NOT NULL,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"place" text,
	"capacity" integer,
	"organization_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"abiturient_id" integer NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"attended" boolean,
	"ticket_token" uuid DEFAULT gen_random_uuid() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guarantee_letters" (
	"id" serial PRIMARY KEY NOT NULL,
	"abiturient_id" integer NOT NULL,
	"number" text NOT NULL,
	"college_id" integer NOT NULL,
	"speciality_code" text,
	"status" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"valid_until" date,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "saved_filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"filter" jsonb NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "abiturients" ADD COLUMN "phones" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "abiturients" ADD COLUMN "id_number" text;--> statement-breakpoint
ALTER TABLE "abiturients" ADD COLUMN "metro_station_1" text;--> statement-breakpoint
ALTER TABLE "abiturients" ADD COLUMN "metro_station_2" text;--> statement-breakpoint
ALTER TABLE "abiturients" ADD COLUMN "metro_station_3" text;--> statement-breakpoint
ALTER TABLE "abiturients" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "abiturients" ADD COLUMN "flags" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "abiturients" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "abiturients" ADD COLUMN "achievements" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "abiturients" ADD COLUMN "exams" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "abiturients" ADD COLUMN "gia" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "abiturients" ADD COLUMN "preferential" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "abiturients" ADD COLUMN "check_results" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "abiturients" ADD COLUMN "readiness" text;--> statement-breakpoint
ALTER TABLE "abiturients" ADD COLUMN "tracking_stage" text;--> statement-breakpoint
ALTER TABLE "abiturients" ADD COLUMN "refusal_reasons" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "abiturients" ADD COLUMN "consent" jsonb;--> statement-breakpoint
ALTER TABLE "abiturients" ADD COLUMN "information_source" text;--> statement-breakpoint
ALTER TABLE "abiturients" ADD COLUMN "intents" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "abiturients" ADD COLUMN "industries" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "abiturients" ADD COLUMN "curator_id" integer;--> statement-breakpoint
ALTER TABLE "abiturients" ADD COLUMN "survey_answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "abiturients" ADD COLUMN "survey_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "abiturients" ADD COLUMN "claimed_by" integer;--> statement-breakpoint
ALTER TABLE "abiturients" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "abiturients" ADD COLUMN "last_interaction_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "abiturients" ADD COLUMN "contact_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "abiturient_applications" ADD CONSTRAINT "abiturient_applications_abiturient_id_abiturients_id_fk" FOREIGN KEY ("abiturient_id") REFERENCES "public"."abiturients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abiturient_applications" ADD CONSTRAINT "abiturient_applications_college_id_organizations_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abiturient_applications" ADD CONSTRAINT "abiturient_applications_program_id_education_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."education_programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abiturient_history" ADD CONSTRAINT "abiturient_history_abiturient_id_abiturients_id_fk" FOREIGN KEY ("abiturient_id") REFERENCES "public"."abiturients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abiturient_history" ADD CONSTRAINT "abiturient_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abiturient_interactions" ADD CONSTRAINT "abiturient_interactions_abiturient_id_abiturients_id_fk" FOREIGN KEY ("abiturient_id") REFERENCES "public"."abiturients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abiturient_interactions" ADD CONSTRAINT "abiturient_interactions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abiturient_interactions" ADD CONSTRAINT "abiturient_interactions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_events" ADD CONSTRAINT "career_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_career_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."career_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_abiturient_id_abiturients_id_fk" FOREIGN KEY ("abiturient_id") REFERENCES "public"."abiturients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_letters" ADD CONSTRAINT "guarantee_letters_abiturient_id_abiturients_id_fk" FOREIGN KEY ("abiturient_id") REFERENCES "public"."abiturients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_letters" ADD CONSTRAINT "guarantee_letters_college_id_organizations_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_filters" ADD CONSTRAINT "saved_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abiturient_applications_person_idx" ON "abiturient_applications" USING btree ("abiturient_id","priority");--> statement-breakpoint
CREATE INDEX "abiturient_history_person_idx" ON "abiturient_history" USING btree ("abiturient_id","at");--> statement-breakpoint
CREATE INDEX "abiturient_interactions_person_idx" ON "abiturient_interactions" USING btree ("abiturient_id","occurred_at");--> statement-breakpoint
CREATE INDEX "abiturient_interactions_type_idx" ON "abiturient_interactions" USING btree ("type","occurred_at");--> statement-breakpoint
CREATE INDEX "career_events_starts_idx" ON "career_events" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_person_event_idx" ON "event_registrations" USING btree ("abiturient_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_ticket_idx" ON "event_registrations" USING btree ("ticket_token");--> statement-breakpoint
CREATE INDEX "guarantee_letters_person_idx" ON "guarantee_letters" USING btree ("abiturient_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_filters_user_name_idx" ON "saved_filters" USING btree ("user_id","name");--> statement-breakpoint
ALTER TABLE "abiturients" ADD CONSTRAINT "abiturients_curator_id_users_id_fk" FOREIGN KEY ("curator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abiturients" ADD CONSTRAINT "abiturients_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abiturients_contact_trgm_idx" ON "abiturients" USING gin ("contact_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "abiturients_name_idx" ON "abiturients" USING btree ("last_name","first_name","middle_name","id");--> statement-breakpoint
CREATE INDEX "abiturients_status_idx" ON "abiturients" USING btree ("processing_status","category");--> statement-breakpoint
CREATE INDEX "abiturients_curator_idx" ON "abiturients" USING btree ("curator_id");--> statement-breakpoint
CREATE INDEX "abiturients_created_idx" ON "abiturients" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "abiturients_birth_idx" ON "abiturients" USING btree ("birth_date");--> statement-breakpoint
CREATE INDEX "abiturients_phones_idx" ON "abiturients" USING gin ("phones");--> statement-breakpoint
CREATE INDEX "abiturients_tags_idx" ON "abiturients" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "abiturients_intents_idx" ON "abiturients" USING gin ("intents");--> statement-breakpoint
CREATE INDEX "abiturients_industries_idx" ON "abiturients" USING gin ("industries");--> statement-breakpoint
CREATE INDEX "abiturients_flags_idx" ON "abiturients" USING gin ("flags");--> statement-breakpoint
CREATE INDEX "abiturients_email_idx" ON "abiturients" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "abiturients_id_number_idx" ON "abiturients" USING btree ("id_number");