-- A file removed from the draft is kept (status 'removed') so the author can undo; removed_at dates it
-- for the purge (docs/decisions/016-removed-files-kept-for-undo.md).
ALTER TABLE "files" ADD COLUMN "removed_at" timestamp with time zone;
