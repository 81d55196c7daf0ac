CREATE TABLE "custom_style_sheets" (
	"publisher_id" text PRIMARY KEY NOT NULL,
	"publisher_kind" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"styles" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_style_sheets_kind" CHECK ("custom_style_sheets"."publisher_kind" in ('USER', 'COLLECTION'))
);
