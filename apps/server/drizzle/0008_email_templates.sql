CREATE TABLE "email_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"action_type" integer,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_code_key" ON "email_templates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_active_action_type_key" ON "email_templates" USING btree ("action_type") WHERE "email_templates"."active";--> statement-breakpoint
-- Hand-written: the call centre's default template (SPEC section 3: CallCenterDefault answers action type 8, «Не дозвонились»).
INSERT INTO "email_templates" ("code", "name", "action_type", "subject", "body") VALUES ('CallCenterDefault', 'Колл-центр: не дозвонились', 8, 'Поступление в колледжи Москвы: мы не смогли до вас дозвониться', E'Здравствуйте, {{firstName}}!\n\nСегодня, {{date}}, мы звонили вам, чтобы рассказать о поступлении в колледжи Москвы и ответить на ваши вопросы, но не смогли дозвониться.\n\nОтветьте на это письмо или дождитесь нашего звонка: мы поможем выбрать профессию и колледж, расскажем о днях открытых дверей и о том, как подать документы.\n\nС уважением,\n{{operatorName}}\nКолл-центр приёмной кампании колледжей Москвы');
