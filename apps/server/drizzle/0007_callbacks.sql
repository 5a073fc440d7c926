CREATE TABLE "callbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"abiturient_id" integer NOT NULL,
	"interaction_id" integer NOT NULL,
	"owner_id" integer,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "callbacks_status_check" CHECK ("callbacks"."status" in ('open', 'done', 'canceled'))
);
--> statement-breakpoint
ALTER TABLE "callbacks" ADD CONSTRAINT "callbacks_abiturient_id_abiturients_id_fk" FOREIGN KEY ("abiturient_id") REFERENCES "public"."abiturients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callbacks" ADD CONSTRAINT "callbacks_interaction_id_abiturient_interactions_id_fk" FOREIGN KEY ("interaction_id") REFERENCES "public"."abiturient_interactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callbacks" ADD CONSTRAINT "callbacks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "callbacks_owner_due_idx" ON "callbacks" USING btree ("owner_id","due_at");--> statement-breakpoint
CREATE INDEX "callbacks_status_due_idx" ON "callbacks" USING btree ("status","due_at");