-- name_words goes: the working list reads every search through the trigram index of
-- abiturients.search_text again (issue 23 withdrew the target the word table served). What stays
-- is name_vocabulary, the distinct name words a typo is corrected against
-- (db/schema/nameVocabulary.ts); its trigram index was made by 0011 and is now in the schema.
-- Its triggers are written here by hand (drizzle cannot express them) and only add words: an
-- insert adds its names' words in one statement whatever the number of rows; an update adds the
-- words of a name that changed, row by row, and changes that leave names alone fire nothing.
DROP TRIGGER "abiturients_name_words_inserted" ON "abiturients";--> statement-breakpoint
DROP TRIGGER "abiturients_name_words_updated" ON "abiturients";--> statement-breakpoint
DROP FUNCTION name_words_inserted();--> statement-breakpoint
DROP FUNCTION name_words_updated();--> statement-breakpoint
DROP TABLE "name_words" CASCADE;--> statement-breakpoint
CREATE FUNCTION name_vocabulary_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO name_vocabulary (word)
    SELECT DISTINCT word FROM new_rows AS n, unnest(string_to_array(n.search_text, ' ')) AS word WHERE word <> '' ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION name_vocabulary_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO name_vocabulary (word)
    SELECT DISTINCT word FROM unnest(string_to_array(NEW.search_text, ' ')) AS word WHERE word <> '' ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER abiturients_name_vocabulary_inserted AFTER INSERT ON abiturients REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION name_vocabulary_inserted();--> statement-breakpoint
CREATE TRIGGER abiturients_name_vocabulary_renamed AFTER UPDATE OF last_name, first_name, middle_name ON abiturients FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text) EXECUTE FUNCTION name_vocabulary_renamed();
