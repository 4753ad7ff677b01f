CREATE TABLE "seed_marks" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"fingerprint" varchar(64) NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
