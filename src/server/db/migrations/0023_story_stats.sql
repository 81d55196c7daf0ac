CREATE TABLE "post_stat_hours" (
	"post_id" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"referrer_type" text NOT NULL,
	"referrer_host" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"reads" integer DEFAULT 0 NOT NULL,
	"member_reading_seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "post_stat_hours_post_id_hour_referrer_type_referrer_host_pk" PRIMARY KEY("post_id","hour","referrer_type","referrer_host")
);
--> statement-breakpoint
CREATE TABLE "stat_rollup_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"rolled_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_stat_hours" ADD CONSTRAINT "post_stat_hours_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_stat_hours_hour_idx" ON "post_stat_hours" USING btree ("hour");