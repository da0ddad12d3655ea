CREATE TABLE "job_runs" (
	"job" text PRIMARY KEY NOT NULL,
	"tick" bigint NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL,
	"instance" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
