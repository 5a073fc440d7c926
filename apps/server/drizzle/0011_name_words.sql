-- name_words: the working list's one-word name search, precomputed (db/schema/nameWords.ts).
-- The covering index (INCLUDE) and the triggers that keep the rows in step with abiturients are
-- written here by hand: drizzle's schema cannot express them. An applicant's word rows are
-- rewritten when its name or a copied column changes (statement triggers over transition
-- tables, so a bulk write costs one statement), and go with it (the foreign key cascades).
CREATE TABLE "name_vocabulary" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "name_words" (
	"word" text NOT NULL,
	"id" integer NOT NULL,
	"category" text,
	"processing_status" text NOT NULL,
	"readiness" text,
	"okrug" text,
	"grade" text,
	"curator_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"flags" jsonb NOT NULL,
	"tags" text[] NOT NULL,
	"industries" text[] NOT NULL,
	"intents" text[] NOT NULL,
	"name_order" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "name_words" ADD CONSTRAINT "name_words_id_abiturients_id_fk" FOREIGN KEY ("id") REFERENCES "public"."abiturients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "name_words_applicant_idx" ON "name_words" USING btree ("id");--> statement-breakpoint
CREATE INDEX "name_words_cover_idx" ON "name_words" USING btree ("word", "category", "processing_status", "readiness") INCLUDE (id, okrug, grade, curator_id, created_at, flags, tags, industries, intents, name_order);--> statement-breakpoint
CREATE INDEX "name_vocabulary_trgm_idx" ON "name_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION name_words_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO name_words (word, id, category, processing_status, readiness, okrug, grade, curator_id, created_at, flags, tags, industries, intents, name_order)
    SELECT w.word, n.id, n.category, n.processing_status, n.readiness, n.okrug, n.grade, n.curator_id, n.created_at, n.flags, n.tags, n.industries, n.intents, n.name_order FROM new_rows AS n, LATERAL (SELECT DISTINCT word FROM unnest(string_to_array(n.search_text, ' ')) AS word WHERE word <> '') AS w;
  INSERT INTO name_vocabulary (word)
    SELECT DISTINCT w.word FROM new_rows AS n, LATERAL (SELECT DISTINCT word FROM unnest(string_to_array(n.search_text, ' ')) AS word WHERE word <> '') AS w ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION name_words_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM name_words AS nw USING new_rows AS n JOIN old_rows AS o ON o.id = n.id
    WHERE nw.id = n.id AND (n.category, n.processing_status, n.readiness, n.okrug, n.grade, n.curator_id, n.created_at, n.flags, n.tags, n.industries, n.intents, n.name_order, n.search_text) IS DISTINCT FROM (o.category, o.processing_status, o.readiness, o.okrug, o.grade, o.curator_id, o.created_at, o.flags, o.tags, o.industries, o.intents, o.name_order, o.search_text);
  INSERT INTO name_words (word, id, category, processing_status, readiness, okrug, grade, curator_id, created_at, flags, tags, industries, intents, name_order)
    SELECT w.word, n.id, n.category, n.processing_status, n.readiness, n.okrug, n.grade, n.curator_id, n.created_at, n.flags, n.tags, n.industries, n.intents, n.name_order FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id, LATERAL (SELECT DISTINCT word FROM unnest(string_to_array(n.search_text, ' ')) AS word WHERE word <> '') AS w
    WHERE (n.category, n.processing_status, n.readiness, n.okrug, n.grade, n.curator_id, n.created_at, n.flags, n.tags, n.industries, n.intents, n.name_order, n.search_text) IS DISTINCT FROM (o.category, o.processing_status, o.readiness, o.okrug, o.grade, o.curator_id, o.created_at, o.flags, o.tags, o.industries, o.intents, o.name_order, o.search_text);
  INSERT INTO name_vocabulary (word)
    SELECT DISTINCT w.word FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id, LATERAL (SELECT DISTINCT word FROM unnest(string_to_array(n.search_text, ' ')) AS word WHERE word <> '') AS w
    WHERE n.search_text IS DISTINCT FROM o.search_text ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER abiturients_name_words_inserted AFTER INSERT ON abiturients REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION name_words_inserted();--> statement-breakpoint
CREATE TRIGGER abiturients_name_words_updated AFTER UPDATE ON abiturients REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION name_words_updated();--> statement-breakpoint
INSERT INTO name_words (word, id, category, processing_status, readiness, okrug, grade, curator_id, created_at, flags, tags, industries, intents, name_order)
  SELECT w.word, a.id, a.category, a.processing_status, a.readiness, a.okrug, a.grade, a.curator_id, a.created_at, a.flags, a.tags, a.industries, a.intents, a.name_order FROM abiturients AS a, LATERAL (SELECT DISTINCT word FROM unnest(string_to_array(a.search_text, ' ')) AS word WHERE word <> '') AS w;--> statement-breakpoint
INSERT INTO name_vocabulary (word) SELECT DISTINCT word FROM name_words;
