CREATE TABLE "collection_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"collection_id" text NOT NULL,
	"inviter_id" text NOT NULL,
	"invitee_id" text,
	"email" text,
	"role" text NOT NULL,
	"token" text NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "collection_members" (
	"collection_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_members_collection_id_user_id_pk" PRIMARY KEY("collection_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "favicon_image_id" text;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collection_invitations" ADD CONSTRAINT "collection_invitations_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_invitations" ADD CONSTRAINT "collection_invitations_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_invitations" ADD CONSTRAINT "collection_invitations_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_members" ADD CONSTRAINT "collection_members_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_members" ADD CONSTRAINT "collection_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collection_invitations_token_idx" ON "collection_invitations" USING btree ("token");--> statement-breakpoint
CREATE INDEX "collection_invitations_collection_idx" ON "collection_invitations" USING btree ("collection_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "collection_invitations_pending_invitee_idx" ON "collection_invitations" USING btree ("collection_id","invitee_id") WHERE "collection_invitations"."state" = 'PENDING';--> statement-breakpoint
CREATE INDEX "collection_members_user_idx" ON "collection_members" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_pending_collection_queue_idx" ON "posts" USING btree ("pending_collection_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."pending_collection_id" is not null and "posts"."deleted_at" is null;