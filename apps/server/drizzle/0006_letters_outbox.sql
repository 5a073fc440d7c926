ALTER TABLE "mail_outbox" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "abiturient_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_abiturient_id_abiturients_id_fk" FOREIGN KEY ("abiturient_id") REFERENCES "public"."abiturients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-written: the old statuses become the SPEC letter statuses, a pending letter is due from its creation, and a row's last change is its delivery or its creation.
UPDATE "mail_outbox" SET "status" = CASE "status" WHEN 'sent' THEN 'done' WHEN 'failed' THEN 'fail' ELSE "status" END, "updated_at" = coalesce("sent_at", "created_at");--> statement-breakpoint
UPDATE "mail_outbox" SET "next_attempt_at" = "created_at" WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_abiturient_idx" ON "mail_outbox" USING btree ("abiturient_id");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('done', 'fail', 'wait', 'block', 'decline', 'pending', 'onedit', 'onwork', 'reclaimed', 'waitb'));