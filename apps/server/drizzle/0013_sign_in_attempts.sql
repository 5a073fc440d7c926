-- sign_in_attempts: password guesses counted per account and where they come from (auth/signInAttempts.ts),
-- shared by every instance; the per-account count and lock on users go with it.
CREATE TABLE "sign_in_attempts" (
	"subject" text NOT NULL,
	"scope" text NOT NULL,
	"failures" integer NOT NULL,
	"locked_until" timestamp with time zone,
	"last_attempt_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_attempts_subject_scope_pk" PRIMARY KEY("subject","scope")
);
--> statement-breakpoint
CREATE INDEX "sign_in_attempts_last_attempt_idx" ON "sign_in_attempts" USING btree ("last_attempt_at");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";