CREATE TABLE "metered_reads" (
	"reader_id" text NOT NULL,
	"month" date NOT NULL,
	"post_id" text NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metered_reads_reader_id_month_post_id_pk" PRIMARY KEY("reader_id","month","post_id")
);
--> statement-breakpoint
ALTER TABLE "metered_reads" ADD CONSTRAINT "metered_reads_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metered_reads" ADD CONSTRAINT "metered_reads_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;