ALTER TABLE "queue_ticket_events" DROP CONSTRAINT "queue_ticket_events_kind_check";--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "attended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "attended_by" integer;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_attended_by_users_id_fk" FOREIGN KEY ("attended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_ticket_events" ADD CONSTRAINT "queue_ticket_events_kind_check" CHECK ("queue_ticket_events"."kind" in ('issued', 'called', 'recalled', 'started', 'finished', 'no_show', 'cancelled', 'transferred', 'checked_in'));