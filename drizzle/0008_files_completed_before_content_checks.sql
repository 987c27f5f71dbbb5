-- Until now only the local driver marked uploads completed; files written straight to S3 stayed
-- 'pending' yet were served. Files are now served only once 'completed' (after their content check),
-- so every file that predates the check is taken as it was served before. A pending row whose
-- upload never happened has no object and still answers 404.
UPDATE "files" SET "status" = 'completed' WHERE "status" = 'pending';
