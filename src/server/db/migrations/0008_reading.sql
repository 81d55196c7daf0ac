CREATE TABLE "claps" (
	"post_id" text NOT NULL,
	"user_id" text NOT NULL,
	"count" integer NOT NULL,
	"last_accepted" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claps_post_id_user_id_pk" PRIMARY KEY("post_id","user_id"),
	CONSTRAINT "claps_count_range" CHECK ("claps"."count" between 0 and 50)
);
--> statement-breakpoint
CREATE TABLE "post_stats" (
	"post_id" text PRIMARY KEY NOT NULL,
	"clap_count" integer DEFAULT 0 NOT NULL,
	"voter_count" integer DEFAULT 0 NOT NULL,
	"response_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reading_history" (
	"user_id" text NOT NULL,
	"post_id" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_history_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "reading_list" (
	"user_id" text NOT NULL,
	"post_id" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_list_user_id_post_id_pk" PRIMARY KEY("user_id","post_id"),
	CONSTRAINT "reading_list_state" CHECK ("reading_list"."state" in ('QUEUE', 'ARCHIVE'))
);
--> statement-breakpoint
ALTER TABLE "claps" ADD CONSTRAINT "claps_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claps" ADD CONSTRAINT "claps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_stats" ADD CONSTRAINT "post_stats_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_history" ADD CONSTRAINT "reading_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_history" ADD CONSTRAINT "reading_history_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_list" ADD CONSTRAINT "reading_list_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_list" ADD CONSTRAINT "reading_list_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claps_post_updated_idx" ON "claps" USING btree ("post_id","updated_at" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reading_history_user_read_idx" ON "reading_history" USING btree ("user_id","read_at" DESC NULLS LAST,"post_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reading_list_user_state_idx" ON "reading_list" USING btree ("user_id","state","updated_at" DESC NULLS LAST,"post_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reading_list_user_updated_idx" ON "reading_list" USING btree ("user_id","updated_at" DESC NULLS LAST,"post_id" DESC NULLS LAST);