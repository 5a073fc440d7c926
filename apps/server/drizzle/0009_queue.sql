CREATE TABLE "queue_counters" (
	"service_id" integer NOT NULL,
	"day" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "queue_counters_service_id_day_pk" PRIMARY KEY("service_id","day")
);
--> statement-breakpoint
CREATE TABLE "queue_desk_services" (
	"desk_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "queue_desk_services_desk_id_service_id_pk" PRIMARY KEY("desk_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "queue_desk_sign_ins" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"desk_id" integer NOT NULL,
	"since" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "queue_desks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "queue_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"key_prefix" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	CONSTRAINT "queue_devices_kind_check" CHECK ("queue_devices"."kind" in ('kiosk', 'tv'))
);
--> statement-breakpoint
CREATE TABLE "queue_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"prefix" text NOT NULL,
	"name" text NOT NULL,
	"hours" jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "queue_ticket_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"kind" text NOT NULL,
	"desk_id" integer,
	"user_id" integer,
	"at" timestamp with time zone NOT NULL,
	"data" jsonb,
	CONSTRAINT "queue_ticket_events_kind_check" CHECK ("queue_ticket_events"."kind" in ('issued', 'called', 'recalled', 'started', 'finished', 'no_show', 'cancelled', 'transferred'))
);
--> statement-breakpoint
CREATE TABLE "queue_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" uuid NOT NULL,
	"service_id" integer NOT NULL,
	"day" integer NOT NULL,
	"number" integer NOT NULL,
	"priority" boolean DEFAULT false NOT NULL,
	"state" text NOT NULL,
	"desk_id" integer,
	"operator_id" integer,
	"device_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"called_at" timestamp with time zone,
	CONSTRAINT "queue_tickets_state_check" CHECK ("queue_tickets"."state" in ('waiting', 'called', 'serving', 'done', 'no_show', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "queue_counters" ADD CONSTRAINT "queue_counters_service_id_queue_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."queue_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_desk_services" ADD CONSTRAINT "queue_desk_services_desk_id_queue_desks_id_fk" FOREIGN KEY ("desk_id") REFERENCES "public"."queue_desks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_desk_services" ADD CONSTRAINT "queue_desk_services_service_id_queue_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."queue_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_desk_sign_ins" ADD CONSTRAINT "queue_desk_sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_desk_sign_ins" ADD CONSTRAINT "queue_desk_sign_ins_desk_id_queue_desks_id_fk" FOREIGN KEY ("desk_id") REFERENCES "public"."queue_desks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_ticket_events" ADD CONSTRAINT "queue_ticket_events_ticket_id_queue_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."queue_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_ticket_events" ADD CONSTRAINT "queue_ticket_events_desk_id_queue_desks_id_fk" FOREIGN KEY ("desk_id") REFERENCES "public"."queue_desks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_ticket_events" ADD CONSTRAINT "queue_ticket_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_tickets" ADD CONSTRAINT "queue_tickets_service_id_queue_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."queue_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_tickets" ADD CONSTRAINT "queue_tickets_desk_id_queue_desks_id_fk" FOREIGN KEY ("desk_id") REFERENCES "public"."queue_desks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_tickets" ADD CONSTRAINT "queue_tickets_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_tickets" ADD CONSTRAINT "queue_tickets_device_id_queue_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."queue_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "queue_desk_services_service_idx" ON "queue_desk_services" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_desk_sign_ins_desk_key" ON "queue_desk_sign_ins" USING btree ("desk_id");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_devices_key_hash_key" ON "queue_devices" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_services_prefix_key" ON "queue_services" USING btree ("prefix");--> statement-breakpoint
CREATE INDEX "queue_ticket_events_ticket_idx" ON "queue_ticket_events" USING btree ("ticket_id","at");--> statement-breakpoint
CREATE INDEX "queue_ticket_events_kind_at_idx" ON "queue_ticket_events" USING btree ("kind","at");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_tickets_service_day_number_key" ON "queue_tickets" USING btree ("service_id","day","number");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_tickets_token_key" ON "queue_tickets" USING btree ("token");--> statement-breakpoint
CREATE INDEX "queue_tickets_waiting_idx" ON "queue_tickets" USING btree ("service_id","priority" DESC NULLS LAST,"queued_at","id") WHERE "queue_tickets"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "queue_tickets_board_idx" ON "queue_tickets" USING btree ("day","called_at") WHERE "queue_tickets"."state" in ('called', 'serving');