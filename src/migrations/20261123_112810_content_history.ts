import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { backfillCollectionVersions, backfillGlobalVersion } from '../lib/history-backfill'

/** The tables whose rows get their first version (src/lib/history-backfill.ts). */
const COLLECTIONS = ['activities', 'image_categories', 'images', 'template_categories', 'template_files', 'development_books', 'courses', 'tools', 'music_categories', 'music_items', 'recipes', 'wellbeing_books', 'podcasts', 'allies']
const GLOBALS = ['development_recommendation', 'wellbeing_recommendation']

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum__courses_v_version_type" AS ENUM('1', '2', '3');
  CREATE TYPE "public"."enum__development_recommendation_v_version_type" AS ENUM('book', 'course', 'tool');
  CREATE TYPE "public"."enum__wellbeing_recommendation_v_version_type" AS ENUM('book', 'recipe', 'music', 'podcast');
  CREATE TABLE "_activities_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar NOT NULL,
  	"version_description" varchar NOT NULL,
  	"version_activity_date" varchar NOT NULL,
  	"version_school_grade" varchar NOT NULL,
  	"version_materials_link" varchar NOT NULL,
  	"version_materials_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_image_categories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_image_path_id" integer,
  	"version_selected_image_path_id" integer,
  	"version_is_active" boolean DEFAULT true,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_images_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar NOT NULL,
  	"version_category_id" integer NOT NULL,
  	"version_is_active" boolean DEFAULT true,
  	"version_updated_by_id" integer,
  	"version_prefix" varchar DEFAULT '',
  	"version__objectkey" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_url" varchar,
  	"version_thumbnail_u_r_l" varchar,
  	"version_filename" varchar,
  	"version_mime_type" varchar,
  	"version_filesize" numeric,
  	"version_width" numeric,
  	"version_height" numeric,
  	"version_focal_x" numeric,
  	"version_focal_y" numeric,
  	"version_sizes_thumbnail_url" varchar,
  	"version_sizes_thumbnail_width" numeric,
  	"version_sizes_thumbnail_height" numeric,
  	"version_sizes_thumbnail_mime_type" varchar,
  	"version_sizes_thumbnail_filesize" numeric,
  	"version_sizes_thumbnail_filename" varchar,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_template_categories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_image_path_id" integer,
  	"version_selected_image_path_id" integer,
  	"version_is_active" boolean DEFAULT true,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_template_files_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar NOT NULL,
  	"version_category_id" integer NOT NULL,
  	"version_is_active" boolean DEFAULT true,
  	"version_updated_by_id" integer,
  	"version_prefix" varchar DEFAULT '',
  	"version__objectkey" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_url" varchar,
  	"version_thumbnail_u_r_l" varchar,
  	"version_filename" varchar,
  	"version_mime_type" varchar,
  	"version_filesize" numeric,
  	"version_width" numeric,
  	"version_height" numeric,
  	"version_focal_x" numeric,
  	"version_focal_y" numeric,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_development_books_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_author" varchar NOT NULL,
  	"version_description" varchar NOT NULL,
  	"version_purchase_link" varchar NOT NULL,
  	"version_image_path_id" integer,
  	"version_list_image_path_id" integer,
  	"version_first_subdescription" jsonb DEFAULT '[]'::jsonb NOT NULL,
  	"version_second_subdescription" jsonb DEFAULT '[]'::jsonb NOT NULL,
  	"version_is_active" boolean DEFAULT true,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_courses_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_description" varchar NOT NULL,
  	"version_plathform" varchar NOT NULL,
  	"version_purchase_link" varchar NOT NULL,
  	"version_type" "enum__courses_v_version_type" NOT NULL,
  	"version_duration" varchar NOT NULL,
  	"version_subject" varchar NOT NULL,
  	"version_image_path_id" integer,
  	"version_list_image_path_id" integer,
  	"version_first_subdescription" jsonb DEFAULT '[]'::jsonb NOT NULL,
  	"version_second_subdescription" jsonb DEFAULT '[]'::jsonb NOT NULL,
  	"version_is_active" boolean DEFAULT true,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_tools_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_description" varchar NOT NULL,
  	"version_link" varchar NOT NULL,
  	"version_image_path_id" integer,
  	"version_list_image_path_id" integer,
  	"version_first_subdescription" jsonb DEFAULT '[]'::jsonb NOT NULL,
  	"version_second_subdescription" jsonb DEFAULT '[]'::jsonb NOT NULL,
  	"version_is_active" boolean DEFAULT false,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_music_categories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_image_path_id" integer,
  	"version_selected_image_path_id" integer,
  	"version_is_active" boolean DEFAULT true,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_music_items_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar NOT NULL,
  	"version_url" varchar NOT NULL,
  	"version_path" varchar,
  	"version_category_id" integer NOT NULL,
  	"version_is_active" boolean DEFAULT true,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_recipes_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar NOT NULL,
  	"version_time" varchar NOT NULL,
  	"version_portions" numeric NOT NULL,
  	"version_image_path_id" integer,
  	"version_ingredients" jsonb DEFAULT '[]'::jsonb NOT NULL,
  	"version_preparation" jsonb DEFAULT '[]'::jsonb NOT NULL,
  	"version_first_subdescription" jsonb DEFAULT '[]'::jsonb NOT NULL,
  	"version_description" varchar NOT NULL,
  	"version_short_description" varchar NOT NULL,
  	"version_is_active" boolean DEFAULT false,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_wellbeing_books_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar NOT NULL,
  	"version_author" varchar NOT NULL,
  	"version_description" varchar NOT NULL,
  	"version_short_description" varchar NOT NULL,
  	"version_link_purchase" varchar NOT NULL,
  	"version_image_path_id" integer,
  	"version_list_image_path_id" integer,
  	"version_subdescription_1" jsonb DEFAULT '[]'::jsonb NOT NULL,
  	"version_subdescription_2" jsonb DEFAULT '[]'::jsonb NOT NULL,
  	"version_is_active" boolean DEFAULT true,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_podcasts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar NOT NULL,
  	"version_description" varchar NOT NULL,
  	"version_short_description" varchar NOT NULL,
  	"version_link" varchar NOT NULL,
  	"version_image_path_id" integer,
  	"version_list_image_path_id" integer,
  	"version_subdescription_1" jsonb DEFAULT '[]'::jsonb NOT NULL,
  	"version_subdescription_2" jsonb DEFAULT '[]'::jsonb NOT NULL,
  	"version_is_active" boolean DEFAULT true,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_allies_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_logo_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_is_active" boolean DEFAULT true,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_development_recommendation_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_type" "enum__development_recommendation_v_version_type" NOT NULL,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_development_recommendation_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"development_books_id" integer,
  	"courses_id" integer,
  	"tools_id" integer
  );
  
  CREATE TABLE "_wellbeing_recommendation_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_type" "enum__wellbeing_recommendation_v_version_type" NOT NULL,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_wellbeing_recommendation_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"wellbeing_books_id" integer,
  	"recipes_id" integer,
  	"music_items_id" integer,
  	"podcasts_id" integer
  );
  
  ALTER TABLE "activities" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "image_categories" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "images" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "template_categories" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "template_files" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "development_books" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "courses" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "tools" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "music_categories" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "music_items" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "recipes" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "wellbeing_books" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "podcasts" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "allies" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "development_recommendation" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "wellbeing_recommendation" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_activities_v" ADD CONSTRAINT "_activities_v_parent_id_activities_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_activities_v" ADD CONSTRAINT "_activities_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_image_categories_v" ADD CONSTRAINT "_image_categories_v_parent_id_image_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."image_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_image_categories_v" ADD CONSTRAINT "_image_categories_v_version_image_path_id_media_id_fk" FOREIGN KEY ("version_image_path_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_image_categories_v" ADD CONSTRAINT "_image_categories_v_version_selected_image_path_id_media_id_fk" FOREIGN KEY ("version_selected_image_path_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_image_categories_v" ADD CONSTRAINT "_image_categories_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_images_v" ADD CONSTRAINT "_images_v_parent_id_images_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_images_v" ADD CONSTRAINT "_images_v_version_category_id_image_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."image_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_images_v" ADD CONSTRAINT "_images_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_template_categories_v" ADD CONSTRAINT "_template_categories_v_parent_id_template_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."template_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_template_categories_v" ADD CONSTRAINT "_template_categories_v_version_image_path_id_media_id_fk" FOREIGN KEY ("version_image_path_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_template_categories_v" ADD CONSTRAINT "_template_categories_v_version_selected_image_path_id_media_id_fk" FOREIGN KEY ("version_selected_image_path_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_template_categories_v" ADD CONSTRAINT "_template_categories_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_template_files_v" ADD CONSTRAINT "_template_files_v_parent_id_template_files_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."template_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_template_files_v" ADD CONSTRAINT "_template_files_v_version_category_id_template_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."template_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_template_files_v" ADD CONSTRAINT "_template_files_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_development_books_v" ADD CONSTRAINT "_development_books_v_parent_id_development_books_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."development_books"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_development_books_v" ADD CONSTRAINT "_development_books_v_version_image_path_id_media_id_fk" FOREIGN KEY ("version_image_path_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_development_books_v" ADD CONSTRAINT "_development_books_v_version_list_image_path_id_media_id_fk" FOREIGN KEY ("version_list_image_path_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_development_books_v" ADD CONSTRAINT "_development_books_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_courses_v" ADD CONSTRAINT "_courses_v_parent_id_courses_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_courses_v" ADD CONSTRAINT "_courses_v_version_image_path_id_media_id_fk" FOREIGN KEY ("version_image_path_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_courses_v" ADD CONSTRAINT "_courses_v_version_list_image_path_id_media_id_fk" FOREIGN KEY ("version_list_image_path_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_courses_v" ADD CONSTRAINT "_courses_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tools_v" ADD CONSTRAINT "_tools_v_parent_id_tools_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tools_v" ADD CONSTRAINT "_tools_v_version_image_path_id_media_id_fk" FOREIGN KEY ("version_image_path_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tools_v" ADD CONSTRAINT "_tools_v_version_list_image_path_id_media_id_fk" FOREIGN KEY ("version_list_image_path_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tools_v" ADD CONSTRAINT "_tools_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_music_categories_v" ADD CONSTRAINT "_music_categories_v_parent_id_music_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."music_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_music_categories_v" ADD CONSTRAINT "_music_categories_v_version_image_path_id_media_id_fk" FOREIGN KEY ("version_image_path_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_music_categories_v" ADD CONSTRAINT "_music_categories_v_version_selected_image_path_id_media_id_fk" FOREIGN KEY ("version_selected_image_path_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_music_categories_v" ADD CONSTRAINT "_music_categories_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_music_items_v" ADD CONSTRAINT "_music_items_v_parent_id_music_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."music_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_music_items_v" ADD CONSTRAINT "_music_items_v_version_category_id_music_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."music_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_music_items_v" ADD CONSTRAINT "_music_items_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_recipes_v" ADD CONSTRAINT "_recipes_v_parent_id_recipes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_recipes_v" ADD CONSTRAINT "_recipes_v_version_image_path_id_media_id_fk" FOREIGN KEY ("version_image_path_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_recipes_v" ADD CONSTRAINT "_recipes_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_wellbeing_books_v" ADD CONSTRAINT "_wellbeing_books_v_parent_id_wellbeing_books_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."wellbeing_books"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_wellbeing_books_v" ADD CONSTRAINT "_wellbeing_books_v_version_image_path_id_media_id_fk" FOREIGN KEY ("version_image_path_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_wellbeing_books_v" ADD CONSTRAINT "_wellbeing_books_v_version_list_image_path_id_media_id_fk" FOREIGN KEY ("version_list_image_path_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_wellbeing_books_v" ADD CONSTRAINT "_wellbeing_books_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_podcasts_v" ADD CONSTRAINT "_podcasts_v_parent_id_podcasts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."podcasts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_podcasts_v" ADD CONSTRAINT "_podcasts_v_version_image_path_id_media_id_fk" FOREIGN KEY ("version_image_path_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_podcasts_v" ADD CONSTRAINT "_podcasts_v_version_list_image_path_id_media_id_fk" FOREIGN KEY ("version_list_image_path_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_podcasts_v" ADD CONSTRAINT "_podcasts_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_allies_v" ADD CONSTRAINT "_allies_v_parent_id_allies_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."allies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_allies_v" ADD CONSTRAINT "_allies_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_allies_v" ADD CONSTRAINT "_allies_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_development_recommendation_v" ADD CONSTRAINT "_development_recommendation_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_development_recommendation_v_rels" ADD CONSTRAINT "_development_recommendation_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_development_recommendation_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_development_recommendation_v_rels" ADD CONSTRAINT "_development_recommendation_v_rels_development_books_fk" FOREIGN KEY ("development_books_id") REFERENCES "public"."development_books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_development_recommendation_v_rels" ADD CONSTRAINT "_development_recommendation_v_rels_courses_fk" FOREIGN KEY ("courses_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_development_recommendation_v_rels" ADD CONSTRAINT "_development_recommendation_v_rels_tools_fk" FOREIGN KEY ("tools_id") REFERENCES "public"."tools"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_wellbeing_recommendation_v" ADD CONSTRAINT "_wellbeing_recommendation_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_wellbeing_recommendation_v_rels" ADD CONSTRAINT "_wellbeing_recommendation_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_wellbeing_recommendation_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_wellbeing_recommendation_v_rels" ADD CONSTRAINT "_wellbeing_recommendation_v_rels_wellbeing_books_fk" FOREIGN KEY ("wellbeing_books_id") REFERENCES "public"."wellbeing_books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_wellbeing_recommendation_v_rels" ADD CONSTRAINT "_wellbeing_recommendation_v_rels_recipes_fk" FOREIGN KEY ("recipes_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_wellbeing_recommendation_v_rels" ADD CONSTRAINT "_wellbeing_recommendation_v_rels_music_items_fk" FOREIGN KEY ("music_items_id") REFERENCES "public"."music_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_wellbeing_recommendation_v_rels" ADD CONSTRAINT "_wellbeing_recommendation_v_rels_podcasts_fk" FOREIGN KEY ("podcasts_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_activities_v_parent_idx" ON "_activities_v" USING btree ("parent_id");
  CREATE INDEX "_activities_v_version_version_activity_date_idx" ON "_activities_v" USING btree ("version_activity_date");
  CREATE INDEX "_activities_v_version_version_updated_by_idx" ON "_activities_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_activities_v_version_version_updated_at_idx" ON "_activities_v" USING btree ("version_updated_at");
  CREATE INDEX "_activities_v_version_version_created_at_idx" ON "_activities_v" USING btree ("version_created_at");
  CREATE INDEX "_activities_v_created_at_idx" ON "_activities_v" USING btree ("created_at");
  CREATE INDEX "_activities_v_updated_at_idx" ON "_activities_v" USING btree ("updated_at");
  CREATE INDEX "_image_categories_v_parent_idx" ON "_image_categories_v" USING btree ("parent_id");
  CREATE INDEX "_image_categories_v_version_version_image_path_idx" ON "_image_categories_v" USING btree ("version_image_path_id");
  CREATE INDEX "_image_categories_v_version_version_selected_image_path_idx" ON "_image_categories_v" USING btree ("version_selected_image_path_id");
  CREATE INDEX "_image_categories_v_version_version_is_active_idx" ON "_image_categories_v" USING btree ("version_is_active");
  CREATE INDEX "_image_categories_v_version_version_updated_by_idx" ON "_image_categories_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_image_categories_v_version_version_updated_at_idx" ON "_image_categories_v" USING btree ("version_updated_at");
  CREATE INDEX "_image_categories_v_version_version_created_at_idx" ON "_image_categories_v" USING btree ("version_created_at");
  CREATE INDEX "_image_categories_v_created_at_idx" ON "_image_categories_v" USING btree ("created_at");
  CREATE INDEX "_image_categories_v_updated_at_idx" ON "_image_categories_v" USING btree ("updated_at");
  CREATE INDEX "_images_v_parent_idx" ON "_images_v" USING btree ("parent_id");
  CREATE INDEX "_images_v_version_version_category_idx" ON "_images_v" USING btree ("version_category_id");
  CREATE INDEX "_images_v_version_version_is_active_idx" ON "_images_v" USING btree ("version_is_active");
  CREATE INDEX "_images_v_version_version_updated_by_idx" ON "_images_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_images_v_version_version_updated_at_idx" ON "_images_v" USING btree ("version_updated_at");
  CREATE INDEX "_images_v_version_version_created_at_idx" ON "_images_v" USING btree ("version_created_at");
  CREATE INDEX "_images_v_version_version_filename_idx" ON "_images_v" USING btree ("version_filename");
  CREATE INDEX "_images_v_version_sizes_thumbnail_version_sizes_thumbnai_idx" ON "_images_v" USING btree ("version_sizes_thumbnail_filename");
  CREATE INDEX "_images_v_created_at_idx" ON "_images_v" USING btree ("created_at");
  CREATE INDEX "_images_v_updated_at_idx" ON "_images_v" USING btree ("updated_at");
  CREATE INDEX "_template_categories_v_parent_idx" ON "_template_categories_v" USING btree ("parent_id");
  CREATE INDEX "_template_categories_v_version_version_image_path_idx" ON "_template_categories_v" USING btree ("version_image_path_id");
  CREATE INDEX "_template_categories_v_version_version_selected_image_pa_idx" ON "_template_categories_v" USING btree ("version_selected_image_path_id");
  CREATE INDEX "_template_categories_v_version_version_is_active_idx" ON "_template_categories_v" USING btree ("version_is_active");
  CREATE INDEX "_template_categories_v_version_version_updated_by_idx" ON "_template_categories_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_template_categories_v_version_version_updated_at_idx" ON "_template_categories_v" USING btree ("version_updated_at");
  CREATE INDEX "_template_categories_v_version_version_created_at_idx" ON "_template_categories_v" USING btree ("version_created_at");
  CREATE INDEX "_template_categories_v_created_at_idx" ON "_template_categories_v" USING btree ("created_at");
  CREATE INDEX "_template_categories_v_updated_at_idx" ON "_template_categories_v" USING btree ("updated_at");
  CREATE INDEX "_template_files_v_parent_idx" ON "_template_files_v" USING btree ("parent_id");
  CREATE INDEX "_template_files_v_version_version_category_idx" ON "_template_files_v" USING btree ("version_category_id");
  CREATE INDEX "_template_files_v_version_version_is_active_idx" ON "_template_files_v" USING btree ("version_is_active");
  CREATE INDEX "_template_files_v_version_version_updated_by_idx" ON "_template_files_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_template_files_v_version_version_updated_at_idx" ON "_template_files_v" USING btree ("version_updated_at");
  CREATE INDEX "_template_files_v_version_version_created_at_idx" ON "_template_files_v" USING btree ("version_created_at");
  CREATE INDEX "_template_files_v_version_version_filename_idx" ON "_template_files_v" USING btree ("version_filename");
  CREATE INDEX "_template_files_v_created_at_idx" ON "_template_files_v" USING btree ("created_at");
  CREATE INDEX "_template_files_v_updated_at_idx" ON "_template_files_v" USING btree ("updated_at");
  CREATE INDEX "_development_books_v_parent_idx" ON "_development_books_v" USING btree ("parent_id");
  CREATE INDEX "_development_books_v_version_version_image_path_idx" ON "_development_books_v" USING btree ("version_image_path_id");
  CREATE INDEX "_development_books_v_version_version_list_image_path_idx" ON "_development_books_v" USING btree ("version_list_image_path_id");
  CREATE INDEX "_development_books_v_version_version_is_active_idx" ON "_development_books_v" USING btree ("version_is_active");
  CREATE INDEX "_development_books_v_version_version_updated_by_idx" ON "_development_books_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_development_books_v_version_version_updated_at_idx" ON "_development_books_v" USING btree ("version_updated_at");
  CREATE INDEX "_development_books_v_version_version_created_at_idx" ON "_development_books_v" USING btree ("version_created_at");
  CREATE INDEX "_development_books_v_created_at_idx" ON "_development_books_v" USING btree ("created_at");
  CREATE INDEX "_development_books_v_updated_at_idx" ON "_development_books_v" USING btree ("updated_at");
  CREATE INDEX "_courses_v_parent_idx" ON "_courses_v" USING btree ("parent_id");
  CREATE INDEX "_courses_v_version_version_image_path_idx" ON "_courses_v" USING btree ("version_image_path_id");
  CREATE INDEX "_courses_v_version_version_list_image_path_idx" ON "_courses_v" USING btree ("version_list_image_path_id");
  CREATE INDEX "_courses_v_version_version_is_active_idx" ON "_courses_v" USING btree ("version_is_active");
  CREATE INDEX "_courses_v_version_version_updated_by_idx" ON "_courses_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_courses_v_version_version_updated_at_idx" ON "_courses_v" USING btree ("version_updated_at");
  CREATE INDEX "_courses_v_version_version_created_at_idx" ON "_courses_v" USING btree ("version_created_at");
  CREATE INDEX "_courses_v_created_at_idx" ON "_courses_v" USING btree ("created_at");
  CREATE INDEX "_courses_v_updated_at_idx" ON "_courses_v" USING btree ("updated_at");
  CREATE INDEX "_tools_v_parent_idx" ON "_tools_v" USING btree ("parent_id");
  CREATE INDEX "_tools_v_version_version_image_path_idx" ON "_tools_v" USING btree ("version_image_path_id");
  CREATE INDEX "_tools_v_version_version_list_image_path_idx" ON "_tools_v" USING btree ("version_list_image_path_id");
  CREATE INDEX "_tools_v_version_version_is_active_idx" ON "_tools_v" USING btree ("version_is_active");
  CREATE INDEX "_tools_v_version_version_updated_by_idx" ON "_tools_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_tools_v_version_version_updated_at_idx" ON "_tools_v" USING btree ("version_updated_at");
  CREATE INDEX "_tools_v_version_version_created_at_idx" ON "_tools_v" USING btree ("version_created_at");
  CREATE INDEX "_tools_v_created_at_idx" ON "_tools_v" USING btree ("created_at");
  CREATE INDEX "_tools_v_updated_at_idx" ON "_tools_v" USING btree ("updated_at");
  CREATE INDEX "_music_categories_v_parent_idx" ON "_music_categories_v" USING btree ("parent_id");
  CREATE INDEX "_music_categories_v_version_version_image_path_idx" ON "_music_categories_v" USING btree ("version_image_path_id");
  CREATE INDEX "_music_categories_v_version_version_selected_image_path_idx" ON "_music_categories_v" USING btree ("version_selected_image_path_id");
  CREATE INDEX "_music_categories_v_version_version_is_active_idx" ON "_music_categories_v" USING btree ("version_is_active");
  CREATE INDEX "_music_categories_v_version_version_updated_by_idx" ON "_music_categories_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_music_categories_v_version_version_updated_at_idx" ON "_music_categories_v" USING btree ("version_updated_at");
  CREATE INDEX "_music_categories_v_version_version_created_at_idx" ON "_music_categories_v" USING btree ("version_created_at");
  CREATE INDEX "_music_categories_v_created_at_idx" ON "_music_categories_v" USING btree ("created_at");
  CREATE INDEX "_music_categories_v_updated_at_idx" ON "_music_categories_v" USING btree ("updated_at");
  CREATE INDEX "_music_items_v_parent_idx" ON "_music_items_v" USING btree ("parent_id");
  CREATE INDEX "_music_items_v_version_version_category_idx" ON "_music_items_v" USING btree ("version_category_id");
  CREATE INDEX "_music_items_v_version_version_is_active_idx" ON "_music_items_v" USING btree ("version_is_active");
  CREATE INDEX "_music_items_v_version_version_updated_by_idx" ON "_music_items_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_music_items_v_version_version_updated_at_idx" ON "_music_items_v" USING btree ("version_updated_at");
  CREATE INDEX "_music_items_v_version_version_created_at_idx" ON "_music_items_v" USING btree ("version_created_at");
  CREATE INDEX "_music_items_v_created_at_idx" ON "_music_items_v" USING btree ("created_at");
  CREATE INDEX "_music_items_v_updated_at_idx" ON "_music_items_v" USING btree ("updated_at");
  CREATE INDEX "_recipes_v_parent_idx" ON "_recipes_v" USING btree ("parent_id");
  CREATE INDEX "_recipes_v_version_version_image_path_idx" ON "_recipes_v" USING btree ("version_image_path_id");
  CREATE INDEX "_recipes_v_version_version_is_active_idx" ON "_recipes_v" USING btree ("version_is_active");
  CREATE INDEX "_recipes_v_version_version_updated_by_idx" ON "_recipes_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_recipes_v_version_version_updated_at_idx" ON "_recipes_v" USING btree ("version_updated_at");
  CREATE INDEX "_recipes_v_version_version_created_at_idx" ON "_recipes_v" USING btree ("version_created_at");
  CREATE INDEX "_recipes_v_created_at_idx" ON "_recipes_v" USING btree ("created_at");
  CREATE INDEX "_recipes_v_updated_at_idx" ON "_recipes_v" USING btree ("updated_at");
  CREATE INDEX "_wellbeing_books_v_parent_idx" ON "_wellbeing_books_v" USING btree ("parent_id");
  CREATE INDEX "_wellbeing_books_v_version_version_image_path_idx" ON "_wellbeing_books_v" USING btree ("version_image_path_id");
  CREATE INDEX "_wellbeing_books_v_version_version_list_image_path_idx" ON "_wellbeing_books_v" USING btree ("version_list_image_path_id");
  CREATE INDEX "_wellbeing_books_v_version_version_is_active_idx" ON "_wellbeing_books_v" USING btree ("version_is_active");
  CREATE INDEX "_wellbeing_books_v_version_version_updated_by_idx" ON "_wellbeing_books_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_wellbeing_books_v_version_version_updated_at_idx" ON "_wellbeing_books_v" USING btree ("version_updated_at");
  CREATE INDEX "_wellbeing_books_v_version_version_created_at_idx" ON "_wellbeing_books_v" USING btree ("version_created_at");
  CREATE INDEX "_wellbeing_books_v_created_at_idx" ON "_wellbeing_books_v" USING btree ("created_at");
  CREATE INDEX "_wellbeing_books_v_updated_at_idx" ON "_wellbeing_books_v" USING btree ("updated_at");
  CREATE INDEX "_podcasts_v_parent_idx" ON "_podcasts_v" USING btree ("parent_id");
  CREATE INDEX "_podcasts_v_version_version_image_path_idx" ON "_podcasts_v" USING btree ("version_image_path_id");
  CREATE INDEX "_podcasts_v_version_version_list_image_path_idx" ON "_podcasts_v" USING btree ("version_list_image_path_id");
  CREATE INDEX "_podcasts_v_version_version_is_active_idx" ON "_podcasts_v" USING btree ("version_is_active");
  CREATE INDEX "_podcasts_v_version_version_updated_by_idx" ON "_podcasts_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_podcasts_v_version_version_updated_at_idx" ON "_podcasts_v" USING btree ("version_updated_at");
  CREATE INDEX "_podcasts_v_version_version_created_at_idx" ON "_podcasts_v" USING btree ("version_created_at");
  CREATE INDEX "_podcasts_v_created_at_idx" ON "_podcasts_v" USING btree ("created_at");
  CREATE INDEX "_podcasts_v_updated_at_idx" ON "_podcasts_v" USING btree ("updated_at");
  CREATE INDEX "_allies_v_parent_idx" ON "_allies_v" USING btree ("parent_id");
  CREATE INDEX "_allies_v_version_version_logo_idx" ON "_allies_v" USING btree ("version_logo_id");
  CREATE INDEX "_allies_v_version_version_order_idx" ON "_allies_v" USING btree ("version_order");
  CREATE INDEX "_allies_v_version_version_is_active_idx" ON "_allies_v" USING btree ("version_is_active");
  CREATE INDEX "_allies_v_version_version_updated_by_idx" ON "_allies_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_allies_v_version_version_updated_at_idx" ON "_allies_v" USING btree ("version_updated_at");
  CREATE INDEX "_allies_v_version_version_created_at_idx" ON "_allies_v" USING btree ("version_created_at");
  CREATE INDEX "_allies_v_created_at_idx" ON "_allies_v" USING btree ("created_at");
  CREATE INDEX "_allies_v_updated_at_idx" ON "_allies_v" USING btree ("updated_at");
  CREATE INDEX "_development_recommendation_v_version_version_updated_by_idx" ON "_development_recommendation_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_development_recommendation_v_created_at_idx" ON "_development_recommendation_v" USING btree ("created_at");
  CREATE INDEX "_development_recommendation_v_updated_at_idx" ON "_development_recommendation_v" USING btree ("updated_at");
  CREATE INDEX "_development_recommendation_v_rels_order_idx" ON "_development_recommendation_v_rels" USING btree ("order");
  CREATE INDEX "_development_recommendation_v_rels_parent_idx" ON "_development_recommendation_v_rels" USING btree ("parent_id");
  CREATE INDEX "_development_recommendation_v_rels_path_idx" ON "_development_recommendation_v_rels" USING btree ("path");
  CREATE INDEX "_development_recommendation_v_rels_development_books_id_idx" ON "_development_recommendation_v_rels" USING btree ("development_books_id");
  CREATE INDEX "_development_recommendation_v_rels_courses_id_idx" ON "_development_recommendation_v_rels" USING btree ("courses_id");
  CREATE INDEX "_development_recommendation_v_rels_tools_id_idx" ON "_development_recommendation_v_rels" USING btree ("tools_id");
  CREATE INDEX "_wellbeing_recommendation_v_version_version_updated_by_idx" ON "_wellbeing_recommendation_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_wellbeing_recommendation_v_created_at_idx" ON "_wellbeing_recommendation_v" USING btree ("created_at");
  CREATE INDEX "_wellbeing_recommendation_v_updated_at_idx" ON "_wellbeing_recommendation_v" USING btree ("updated_at");
  CREATE INDEX "_wellbeing_recommendation_v_rels_order_idx" ON "_wellbeing_recommendation_v_rels" USING btree ("order");
  CREATE INDEX "_wellbeing_recommendation_v_rels_parent_idx" ON "_wellbeing_recommendation_v_rels" USING btree ("parent_id");
  CREATE INDEX "_wellbeing_recommendation_v_rels_path_idx" ON "_wellbeing_recommendation_v_rels" USING btree ("path");
  CREATE INDEX "_wellbeing_recommendation_v_rels_wellbeing_books_id_idx" ON "_wellbeing_recommendation_v_rels" USING btree ("wellbeing_books_id");
  CREATE INDEX "_wellbeing_recommendation_v_rels_recipes_id_idx" ON "_wellbeing_recommendation_v_rels" USING btree ("recipes_id");
  CREATE INDEX "_wellbeing_recommendation_v_rels_music_items_id_idx" ON "_wellbeing_recommendation_v_rels" USING btree ("music_items_id");
  CREATE INDEX "_wellbeing_recommendation_v_rels_podcasts_id_idx" ON "_wellbeing_recommendation_v_rels" USING btree ("podcasts_id");
  ALTER TABLE "activities" ADD CONSTRAINT "activities_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "image_categories" ADD CONSTRAINT "image_categories_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "images" ADD CONSTRAINT "images_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "template_categories" ADD CONSTRAINT "template_categories_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "template_files" ADD CONSTRAINT "template_files_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "development_books" ADD CONSTRAINT "development_books_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "courses" ADD CONSTRAINT "courses_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tools" ADD CONSTRAINT "tools_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "music_categories" ADD CONSTRAINT "music_categories_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "music_items" ADD CONSTRAINT "music_items_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recipes" ADD CONSTRAINT "recipes_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "wellbeing_books" ADD CONSTRAINT "wellbeing_books_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "podcasts" ADD CONSTRAINT "podcasts_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "allies" ADD CONSTRAINT "allies_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "development_recommendation" ADD CONSTRAINT "development_recommendation_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "wellbeing_recommendation" ADD CONSTRAINT "wellbeing_recommendation_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "activities_updated_by_idx" ON "activities" USING btree ("updated_by_id");
  CREATE INDEX "image_categories_updated_by_idx" ON "image_categories" USING btree ("updated_by_id");
  CREATE INDEX "images_updated_by_idx" ON "images" USING btree ("updated_by_id");
  CREATE INDEX "template_categories_updated_by_idx" ON "template_categories" USING btree ("updated_by_id");
  CREATE INDEX "template_files_updated_by_idx" ON "template_files" USING btree ("updated_by_id");
  CREATE INDEX "development_books_updated_by_idx" ON "development_books" USING btree ("updated_by_id");
  CREATE INDEX "courses_updated_by_idx" ON "courses" USING btree ("updated_by_id");
  CREATE INDEX "tools_updated_by_idx" ON "tools" USING btree ("updated_by_id");
  CREATE INDEX "music_categories_updated_by_idx" ON "music_categories" USING btree ("updated_by_id");
  CREATE INDEX "music_items_updated_by_idx" ON "music_items" USING btree ("updated_by_id");
  CREATE INDEX "recipes_updated_by_idx" ON "recipes" USING btree ("updated_by_id");
  CREATE INDEX "wellbeing_books_updated_by_idx" ON "wellbeing_books" USING btree ("updated_by_id");
  CREATE INDEX "podcasts_updated_by_idx" ON "podcasts" USING btree ("updated_by_id");
  CREATE INDEX "allies_updated_by_idx" ON "allies" USING btree ("updated_by_id");
  CREATE INDEX "development_recommendation_updated_by_idx" ON "development_recommendation" USING btree ("updated_by_id");
  CREATE INDEX "wellbeing_recommendation_updated_by_idx" ON "wellbeing_recommendation" USING btree ("updated_by_id");`)
  for (const table of COLLECTIONS) await backfillCollectionVersions(db, table)
  for (const table of GLOBALS) await backfillGlobalVersion(db, table)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_activities_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_image_categories_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_images_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_template_categories_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_template_files_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_development_books_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_courses_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tools_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_music_categories_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_music_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_recipes_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_wellbeing_books_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_podcasts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_allies_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_development_recommendation_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_development_recommendation_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_wellbeing_recommendation_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_wellbeing_recommendation_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_activities_v" CASCADE;
  DROP TABLE "_image_categories_v" CASCADE;
  DROP TABLE "_images_v" CASCADE;
  DROP TABLE "_template_categories_v" CASCADE;
  DROP TABLE "_template_files_v" CASCADE;
  DROP TABLE "_development_books_v" CASCADE;
  DROP TABLE "_courses_v" CASCADE;
  DROP TABLE "_tools_v" CASCADE;
  DROP TABLE "_music_categories_v" CASCADE;
  DROP TABLE "_music_items_v" CASCADE;
  DROP TABLE "_recipes_v" CASCADE;
  DROP TABLE "_wellbeing_books_v" CASCADE;
  DROP TABLE "_podcasts_v" CASCADE;
  DROP TABLE "_allies_v" CASCADE;
  DROP TABLE "_development_recommendation_v" CASCADE;
  DROP TABLE "_development_recommendation_v_rels" CASCADE;
  DROP TABLE "_wellbeing_recommendation_v" CASCADE;
  DROP TABLE "_wellbeing_recommendation_v_rels" CASCADE;
  ALTER TABLE "activities" DROP CONSTRAINT "activities_updated_by_id_users_id_fk";
  
  ALTER TABLE "image_categories" DROP CONSTRAINT "image_categories_updated_by_id_users_id_fk";
  
  ALTER TABLE "images" DROP CONSTRAINT "images_updated_by_id_users_id_fk";
  
  ALTER TABLE "template_categories" DROP CONSTRAINT "template_categories_updated_by_id_users_id_fk";
  
  ALTER TABLE "template_files" DROP CONSTRAINT "template_files_updated_by_id_users_id_fk";
  
  ALTER TABLE "development_books" DROP CONSTRAINT "development_books_updated_by_id_users_id_fk";
  
  ALTER TABLE "courses" DROP CONSTRAINT "courses_updated_by_id_users_id_fk";
  
  ALTER TABLE "tools" DROP CONSTRAINT "tools_updated_by_id_users_id_fk";
  
  ALTER TABLE "music_categories" DROP CONSTRAINT "music_categories_updated_by_id_users_id_fk";
  
  ALTER TABLE "music_items" DROP CONSTRAINT "music_items_updated_by_id_users_id_fk";
  
  ALTER TABLE "recipes" DROP CONSTRAINT "recipes_updated_by_id_users_id_fk";
  
  ALTER TABLE "wellbeing_books" DROP CONSTRAINT "wellbeing_books_updated_by_id_users_id_fk";
  
  ALTER TABLE "podcasts" DROP CONSTRAINT "podcasts_updated_by_id_users_id_fk";
  
  ALTER TABLE "allies" DROP CONSTRAINT "allies_updated_by_id_users_id_fk";
  
  ALTER TABLE "development_recommendation" DROP CONSTRAINT "development_recommendation_updated_by_id_users_id_fk";
  
  ALTER TABLE "wellbeing_recommendation" DROP CONSTRAINT "wellbeing_recommendation_updated_by_id_users_id_fk";
  
  DROP INDEX "activities_updated_by_idx";
  DROP INDEX "image_categories_updated_by_idx";
  DROP INDEX "images_updated_by_idx";
  DROP INDEX "template_categories_updated_by_idx";
  DROP INDEX "template_files_updated_by_idx";
  DROP INDEX "development_books_updated_by_idx";
  DROP INDEX "courses_updated_by_idx";
  DROP INDEX "tools_updated_by_idx";
  DROP INDEX "music_categories_updated_by_idx";
  DROP INDEX "music_items_updated_by_idx";
  DROP INDEX "recipes_updated_by_idx";
  DROP INDEX "wellbeing_books_updated_by_idx";
  DROP INDEX "podcasts_updated_by_idx";
  DROP INDEX "allies_updated_by_idx";
  DROP INDEX "development_recommendation_updated_by_idx";
  DROP INDEX "wellbeing_recommendation_updated_by_idx";
  ALTER TABLE "activities" DROP COLUMN "updated_by_id";
  ALTER TABLE "image_categories" DROP COLUMN "updated_by_id";
  ALTER TABLE "images" DROP COLUMN "updated_by_id";
  ALTER TABLE "template_categories" DROP COLUMN "updated_by_id";
  ALTER TABLE "template_files" DROP COLUMN "updated_by_id";
  ALTER TABLE "development_books" DROP COLUMN "updated_by_id";
  ALTER TABLE "courses" DROP COLUMN "updated_by_id";
  ALTER TABLE "tools" DROP COLUMN "updated_by_id";
  ALTER TABLE "music_categories" DROP COLUMN "updated_by_id";
  ALTER TABLE "music_items" DROP COLUMN "updated_by_id";
  ALTER TABLE "recipes" DROP COLUMN "updated_by_id";
  ALTER TABLE "wellbeing_books" DROP COLUMN "updated_by_id";
  ALTER TABLE "podcasts" DROP COLUMN "updated_by_id";
  ALTER TABLE "allies" DROP COLUMN "updated_by_id";
  ALTER TABLE "development_recommendation" DROP COLUMN "updated_by_id";
  ALTER TABLE "wellbeing_recommendation" DROP COLUMN "updated_by_id";
  DROP TYPE "public"."enum__courses_v_version_type";
  DROP TYPE "public"."enum__development_recommendation_v_version_type";
  DROP TYPE "public"."enum__wellbeing_recommendation_v_version_type";`)
}
