CREATE TABLE "member_reading_months" (
	"member_id" text NOT NULL,
	"post_id" text NOT NULL,
	"month" date NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"last_event_id" text NOT NULL,
	CONSTRAINT "member_reading_months_member_id_month_post_id_pk" PRIMARY KEY("member_id","month","post_id")
);
--> statement-breakpoint
ALTER TABLE "member_reading_months" ADD CONSTRAINT "member_reading_months_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_reading_months" ADD CONSTRAINT "member_reading_months_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_reading_months_post_idx" ON "member_reading_months" USING btree ("post_id","month");