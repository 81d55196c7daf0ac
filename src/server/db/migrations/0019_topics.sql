CREATE TABLE "topic_follows" (
	"user_id" text NOT NULL,
	"topic_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topic_follows_user_id_topic_id_pk" PRIMARY KEY("user_id","topic_id")
);
--> statement-breakpoint
CREATE TABLE "topic_tags" (
	"topic_id" text NOT NULL,
	"tag_slug" text NOT NULL,
	CONSTRAINT "topic_tags_topic_id_tag_slug_pk" PRIMARY KEY("topic_id","tag_slug")
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_id" text,
	"visibility" text DEFAULT 'PUBLIC' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topics_slug_unique" UNIQUE("slug"),
	CONSTRAINT "topics_visibility" CHECK ("topics"."visibility" in ('PUBLIC', 'SPECIAL', 'STAFF'))
);
--> statement-breakpoint
ALTER TABLE "topic_follows" ADD CONSTRAINT "topic_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_follows" ADD CONSTRAINT "topic_follows_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_tags" ADD CONSTRAINT "topic_tags_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_tags" ADD CONSTRAINT "topic_tags_tag_slug_tags_slug_fk" FOREIGN KEY ("tag_slug") REFERENCES "public"."tags"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "topic_follows_user_created_idx" ON "topic_follows" USING btree ("user_id","created_at" DESC NULLS LAST,"topic_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "topic_follows_topic_idx" ON "topic_follows" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "topic_tags_tag_slug_idx" ON "topic_tags" USING btree ("tag_slug");--> statement-breakpoint
CREATE INDEX "topics_visibility_name_idx" ON "topics" USING btree ("visibility","name","id");--> statement-breakpoint
CREATE INDEX "claps_updated_idx" ON "claps" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "reading_history_read_at_idx" ON "reading_history" USING btree ("read_at");