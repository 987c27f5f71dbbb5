#!/usr/bin/env bash
# Runs every benchmark (each prints its figures against its target) and fails if any missed.
cd "$(dirname "$0")/.."
status=0
for bench in bench/run.ts bench/submissions.ts bench/submissions-webhooks.ts bench/respondent-page.ts bench/pages.ts bench/reports.ts bench/lists.ts; do
  npx tsx "$bench" || status=1
done
# The embedded database (PGlite, decision 036): its idle memory beside the same server on PostgreSQL,
# and ingestion on it.
EMBEDDED_VARIANTS='postgres;as is' npx tsx bench/embedded-memory.ts || status=1
npx tsx bench/submissions-embedded.ts || status=1
exit $status
