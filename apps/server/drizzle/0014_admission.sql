-- admission (issue 24): seasons, competitive groups, entrance-test sessions and assignments; applications join a season's group.
CREATE TABLE "admission_seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"filing_starts" date NOT NULL,
	"filing_ends" date NOT NULL,
	"tests_start" date NOT NULL,
	"tests_end" date NOT NULL,
	"lists_date" date NOT NULL,
	"enrolment_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admission_seasons_year_unique" UNIQUE("year")
);
--> statement-breakpoint
CREATE TABLE "competitive_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"college_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"funding" text NOT NULL,
	"base" text NOT NULL,
	"places" integer,
	"test_type" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entrance_test_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"attended" boolean,
	"passed" boolean,
	"points" numeric(5, 2),
	"invited_at" timestamp with time zone,
	"result_sent_at" timestamp with time zone,
	"recorded_at" timestamp with time zone,
	"recorded_by" integer,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entrance_test_assignments_application_id_unique" UNIQUE("application_id")
);
--> statement-breakpoint
CREATE TABLE "entrance_test_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"college_id" integer NOT NULL,
	"test_type" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"building_id" integer,
	"room" text,
	"capacity" integer NOT NULL,
	"pass_points" integer,
	"examiner_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"invitations_sent_at" timestamp with time zone,
	"results_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "abiturient_applications" ALTER COLUMN "status" SET DEFAULT 'NA';--> statement-breakpoint
ALTER TABLE "abiturient_applications" ADD COLUMN "season_id" integer;--> statement-breakpoint
ALTER TABLE "abiturient_applications" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "abiturient_applications" ADD COLUMN "state" text DEFAULT 'submitted' NOT NULL;--> statement-breakpoint
ALTER TABLE "abiturient_applications" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "abiturient_applications" ADD COLUMN "preferential_right" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "abiturient_applications" ADD COLUMN "filing_method" text DEFAULT 'in_person' NOT NULL;--> statement-breakpoint
ALTER TABLE "abiturient_applications" ADD COLUMN "external_number" text;--> statement-breakpoint
ALTER TABLE "abiturient_applications" ADD COLUMN "original_college_id" integer;--> statement-breakpoint
ALTER TABLE "abiturient_applications" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "abiturient_applications" ADD COLUMN "guardian_name" text;--> statement-breakpoint
ALTER TABLE "abiturient_applications" ADD COLUMN "guardian_phone" text;--> statement-breakpoint
ALTER TABLE "abiturient_applications" ADD COLUMN "created_by" integer;--> statement-breakpoint
-- Applications stored before seasons existed: each goes to the season of the year it was filed
-- in (a default calendar) and to its programme's budget group there; one without a programme has
-- no group to join and is dropped.
INSERT INTO "admission_seasons" ("year", "filing_starts", "filing_ends", "tests_start", "tests_end", "lists_date", "enrolment_date")
SELECT DISTINCT y, make_date(y, 6, 20), make_date(y, 8, 15), make_date(y, 7, 1), make_date(y, 8, 10), make_date(y, 8, 16), make_date(y, 8, 25)
FROM (SELECT extract(year FROM "submitted_at" AT TIME ZONE 'Europe/Moscow')::int AS y FROM "abiturient_applications" WHERE "program_id" IS NOT NULL) years;--> statement-breakpoint
INSERT INTO "competitive_groups" ("season_id", "college_id", "program_id", "funding", "base", "places", "test_type")
SELECT DISTINCT s."id", p."organization_id", p."id", 'budget', p."base_grade", p."budget_places", (p."entrance_tests"->0->>'type')::int
FROM "abiturient_applications" a
JOIN "education_programs" p ON p."id" = a."program_id"
JOIN "admission_seasons" s ON s."year" = extract(year FROM a."submitted_at" AT TIME ZONE 'Europe/Moscow')::int;--> statement-breakpoint
UPDATE "abiturient_applications" a SET "season_id" = g."season_id", "group_id" = g."id", "college_id" = g."college_id"
FROM "competitive_groups" g JOIN "admission_seasons" s ON s."id" = g."season_id"
WHERE g."program_id" = a."program_id" AND g."funding" = 'budget' AND s."year" = extract(year FROM a."submitted_at" AT TIME ZONE 'Europe/Moscow')::int;--> statement-breakpoint
DELETE FROM "abiturient_applications" WHERE "group_id" IS NULL;--> statement-breakpoint
UPDATE "abiturient_applications" SET "consent_at" = "submitted_at" WHERE "consent";--> statement-breakpoint
ALTER TABLE "abiturient_applications" ALTER COLUMN "season_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "abiturient_applications" ALTER COLUMN "group_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "competitive_groups" ADD CONSTRAINT "competitive_groups_season_id_admission_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."admission_seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitive_groups" ADD CONSTRAINT "competitive_groups_college_id_organizations_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitive_groups" ADD CONSTRAINT "competitive_groups_program_id_education_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."education_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrance_test_assignments" ADD CONSTRAINT "entrance_test_assignments_session_id_entrance_test_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."entrance_test_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrance_test_assignments" ADD CONSTRAINT "entrance_test_assignments_application_id_abiturient_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."abiturient_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrance_test_assignments" ADD CONSTRAINT "entrance_test_assignments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrance_test_sessions" ADD CONSTRAINT "entrance_test_sessions_season_id_admission_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."admission_seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrance_test_sessions" ADD CONSTRAINT "entrance_test_sessions_college_id_organizations_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrance_test_sessions" ADD CONSTRAINT "entrance_test_sessions_building_id_organization_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."organization_buildings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competitive_groups_program_uq" ON "competitive_groups" USING btree ("season_id","program_id","funding");--> statement-breakpoint
CREATE INDEX "competitive_groups_college_idx" ON "competitive_groups" USING btree ("season_id","college_id");--> statement-breakpoint
CREATE INDEX "entrance_test_assignments_session_idx" ON "entrance_test_assignments" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "entrance_test_sessions_season_idx" ON "entrance_test_sessions" USING btree ("season_id","starts_at");--> statement-breakpoint
ALTER TABLE "abiturient_applications" ADD CONSTRAINT "abiturient_applications_season_id_admission_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."admission_seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abiturient_applications" ADD CONSTRAINT "abiturient_applications_group_id_competitive_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."competitive_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abiturient_applications" ADD CONSTRAINT "abiturient_applications_original_college_id_organizations_id_fk" FOREIGN KEY ("original_college_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abiturient_applications" ADD CONSTRAINT "abiturient_applications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abiturient_applications_season_idx" ON "abiturient_applications" USING btree ("season_id","state","submitted_at");--> statement-breakpoint
CREATE INDEX "abiturient_applications_group_idx" ON "abiturient_applications" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "abiturient_applications_submitted_idx" ON "abiturient_applications" USING btree ("season_id","submitted_at","id");--> statement-breakpoint
CREATE INDEX "abiturient_applications_college_idx" ON "abiturient_applications" USING btree ("season_id","college_id","submitted_at");--> statement-breakpoint
CREATE INDEX "abiturient_applications_updated_idx" ON "abiturient_applications" USING btree ("season_id","updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "abiturient_applications_number_uq" ON "abiturient_applications" USING btree ("season_id","external_number");--> statement-breakpoint
CREATE UNIQUE INDEX "abiturient_applications_live_uq" ON "abiturient_applications" USING btree ("abiturient_id","group_id") WHERE state in ('draft', 'submitted', 'accepted', 'enrolled');--> statement-breakpoint
-- Hand-written: the entrance-test letters' default templates (issue 24), picked by code (no action type).
INSERT INTO "email_templates" ("code", "name", "action_type", "subject", "body") VALUES
('EntranceTestInvitation', 'Приёмная комиссия: приглашение на вступительное испытание', NULL, 'Приглашение на вступительное испытание: {{testName}}', E'Здравствуйте, {{firstName}}!\n\nПриглашаем вас на вступительное испытание «{{testName}}» в колледж {{testCollege}}.\n\nКогда: {{testTime}} (время московское).\nГде: {{testPlace}}.\nВозьмите с собой: {{testBring}}.\n\nПриходите за 20 минут до начала. Если не сможете прийти, ответьте на это письмо: мы предложим другое время, если оно есть.\n\nС уважением,\n{{operatorName}}\nПриёмная комиссия'),
('EntranceTestResult', 'Приёмная комиссия: результат вступительного испытания', NULL, 'Результат вступительного испытания: {{testName}}', E'Здравствуйте, {{firstName}}!\n\nРезультат вступительного испытания «{{testName}}» ({{testTime}}, колледж {{testCollege}}): {{testResult}}.\n\nЕсли у вас есть вопросы о результате, ответьте на это письмо.\n\nС уважением,\n{{operatorName}}\nПриёмная комиссия');
