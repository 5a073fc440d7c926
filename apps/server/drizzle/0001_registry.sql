CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "abiturients" (
	"id" serial PRIMARY KEY NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"birth_date" date,
	"gender" text,
	"phone" text,
	"email" text,
	"school_id" integer,
	"grade" text,
	"graduation_year" integer,
	"okrug" text,
	"district" text,
	"processing_status" text DEFAULT 'not_processed' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("last_name", '') || ' ' || coalesce("first_name", '') || ' ' || coalesce("middle_name", '')), 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯё', 'абвгдеежзийклмнопрстуфхцчшщъыьэюяе')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "education_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"organization_id" integer NOT NULL,
	"speciality_code" text NOT NULL,
	"level" integer NOT NULL,
	"education_form" integer NOT NULL,
	"study_form" text NOT NULL,
	"programme_type" text NOT NULL,
	"base_grade" text NOT NULL,
	"duration_months" integer NOT NULL,
	"budget_places" integer DEFAULT 0 NOT NULL,
	"paid_places" integer DEFAULT 0 NOT NULL,
	"entrance_tests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"year" integer NOT NULL,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("code", '') || ' ' || coalesce("name", '')), 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯё', 'абвгдеежзийклмнопрстуфхцчшщъыьэюяе')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "education_programs_form_check" CHECK ("education_programs"."education_form" between 1 and 9)
);
--> statement-breakpoint
CREATE TABLE "organization_buildings" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text,
	"address" text NOT NULL,
	"okrug" text,
	"district" text,
	"metro" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_interactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"type" text NOT NULL,
	"result" text,
	"comment" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_responsibles" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"fullname" text,
	"position" text,
	"activity" text,
	"phone" text,
	"email" text,
	"operator_shortname" text,
	"operator_organization" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_vacancies" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"speciality_code" text NOT NULL,
	"base_grade" text,
	"study_form" text,
	"budget_places" integer DEFAULT 0 NOT NULL,
	"paid_places" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text,
	"address" text,
	"address_asur" text,
	"organization_id" text,
	"okrug" text,
	"district" text,
	"mrsd" integer,
	"kind" text,
	"status" boolean DEFAULT true NOT NULL,
	"inn" text,
	"phone" text,
	"email" text,
	"website" text,
	"head" text,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("name", '') || ' ' || coalesce("short_name", '') || ' ' || coalesce("address", '') || ' ' || coalesce("organization_id", '')), 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯё', 'абвгдеежзийклмнопрстуфхцчшщъыьэюяе')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_type_check" CHECK ("organizations"."type" in ('school', 'college', 'deputy', 'higher'))
);
--> statement-breakpoint
CREATE TABLE "reference_items" (
	"list" text NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reference_items_list_code_pk" PRIMARY KEY("list","code")
);
--> statement-breakpoint
CREATE TABLE "specialities" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"industry" text NOT NULL,
	"level" integer DEFAULT 3 NOT NULL,
	"qualification" text,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("code", '') || ' ' || coalesce("name", '')), 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯё', 'абвгдеежзийклмнопрстуфхцчшщъыьэюяе')) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "abiturients" ADD CONSTRAINT "abiturients_school_id_organizations_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_programs" ADD CONSTRAINT "education_programs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_programs" ADD CONSTRAINT "education_programs_speciality_code_specialities_code_fk" FOREIGN KEY ("speciality_code") REFERENCES "public"."specialities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_buildings" ADD CONSTRAINT "organization_buildings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_interactions" ADD CONSTRAINT "organization_interactions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_interactions" ADD CONSTRAINT "organization_interactions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_responsibles" ADD CONSTRAINT "organization_responsibles_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_responsibles" ADD CONSTRAINT "organization_responsibles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_vacancies" ADD CONSTRAINT "organization_vacancies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_vacancies" ADD CONSTRAINT "organization_vacancies_speciality_code_specialities_code_fk" FOREIGN KEY ("speciality_code") REFERENCES "public"."specialities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abiturients_school_idx" ON "abiturients" USING btree ("school_id","last_name","first_name");--> statement-breakpoint
CREATE INDEX "abiturients_search_trgm_idx" ON "abiturients" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "education_programs_code_key" ON "education_programs" USING btree ("code");--> statement-breakpoint
CREATE INDEX "education_programs_org_idx" ON "education_programs" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "education_programs_speciality_idx" ON "education_programs" USING btree ("speciality_code");--> statement-breakpoint
CREATE INDEX "education_programs_search_trgm_idx" ON "education_programs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "organization_buildings_org_idx" ON "organization_buildings" USING btree ("organization_id","is_deleted");--> statement-breakpoint
CREATE INDEX "organization_interactions_org_idx" ON "organization_interactions" USING btree ("organization_id","occurred_at");--> statement-breakpoint
CREATE INDEX "organization_responsibles_org_idx" ON "organization_responsibles" USING btree ("org_id","fullname");--> statement-breakpoint
CREATE INDEX "organization_vacancies_org_idx" ON "organization_vacancies" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "organization_vacancies_spec_idx" ON "organization_vacancies" USING btree ("speciality_code");--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_organization_id_key" ON "organizations" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "organizations_type_name_idx" ON "organizations" USING btree ("type","name");--> statement-breakpoint
CREATE INDEX "organizations_okrug_idx" ON "organizations" USING btree ("okrug");--> statement-breakpoint
CREATE INDEX "organizations_mrsd_idx" ON "organizations" USING btree ("mrsd");--> statement-breakpoint
CREATE INDEX "organizations_search_trgm_idx" ON "organizations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reference_items_order_idx" ON "reference_items" USING btree ("list","position");--> statement-breakpoint
CREATE INDEX "specialities_industry_idx" ON "specialities" USING btree ("industry");--> statement-breakpoint
CREATE INDEX "specialities_search_trgm_idx" ON "specialities" USING gin ("search_text" gin_trgm_ops);