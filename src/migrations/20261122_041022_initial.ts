import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_courses_type" AS ENUM('1', '2', '3');
  CREATE TYPE "public"."enum_blogs_audience" AS ENUM('alumnos', 'profesores', 'padres-familia');
  CREATE TYPE "public"."enum_nominations_user_data_estado" AS ENUM('aguascalientes', 'baja-california', 'baja-california-sur', 'campeche', 'chiapas', 'chihuahua', 'cdmx', 'coahuila', 'colima', 'durango', 'guanajuato', 'guerrero', 'hidalgo', 'jalisco', 'mexico', 'michoacan', 'morelos', 'nayarit', 'nuevo-leon', 'oaxaca', 'puebla', 'queretaro', 'quintana-roo', 'san-luis-potosi', 'sinaloa', 'sonora', 'tabasco', 'tamaulipas', 'tlaxcala', 'veracruz', 'yucatan', 'zacatecas');
  CREATE TYPE "public"."enum_nominations_professor_data_estado" AS ENUM('aguascalientes', 'baja-california', 'baja-california-sur', 'campeche', 'chiapas', 'chihuahua', 'cdmx', 'coahuila', 'colima', 'durango', 'guanajuato', 'guerrero', 'hidalgo', 'jalisco', 'mexico', 'michoacan', 'morelos', 'nayarit', 'nuevo-leon', 'oaxaca', 'puebla', 'queretaro', 'quintana-roo', 'san-luis-potosi', 'sinaloa', 'sonora', 'tabasco', 'tamaulipas', 'tlaxcala', 'veracruz', 'yucatan', 'zacatecas');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor');
  CREATE TYPE "public"."enum_development_recommendation_type" AS ENUM('book', 'course', 'tool');
  CREATE TYPE "public"."enum_wellbeing_recommendation_type" AS ENUM('book', 'recipe', 'music', 'podcast');
  CREATE TABLE "activities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"activity_date" varchar NOT NULL,
  	"school_grade" varchar NOT NULL,
  	"materials_link" varchar NOT NULL,
  	"materials_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "image_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"image_path_id" integer,
  	"selected_image_path_id" integer,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "images" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"category_id" integer NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar
  );
  
  CREATE TABLE "template_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"image_path_id" integer,
  	"selected_image_path_id" integer,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "template_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"category_id" integer NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "development_books" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"author" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"purchase_link" varchar NOT NULL,
  	"image_path_id" integer,
  	"list_image_path_id" integer,
  	"first_subdescription" jsonb DEFAULT '[]'::jsonb NOT NULL,
  	"second_subdescription" jsonb DEFAULT '[]'::jsonb NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "courses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"plathform" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"type" "enum_courses_type" NOT NULL,
  	"duration" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"purchase_link" varchar NOT NULL,
  	"image_path_id" integer,
  	"list_image_path_id" integer,
  	"first_subdescription" jsonb DEFAULT '[]'::jsonb NOT NULL,
  	"second_subdescription" jsonb DEFAULT '[]'::jsonb NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tools" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"link" varchar NOT NULL,
  	"image_path_id" integer,
  	"list_image_path_id" integer,
  	"first_subdescription" jsonb DEFAULT '[]'::jsonb NOT NULL,
  	"second_subdescription" jsonb DEFAULT '[]'::jsonb NOT NULL,
  	"is_active" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "music_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"image_path_id" integer,
  	"selected_image_path_id" integer,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "music_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"path" varchar,
  	"category_id" integer NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "recipes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"time" varchar NOT NULL,
  	"portions" numeric NOT NULL,
  	"description" varchar NOT NULL,
  	"short_description" varchar NOT NULL,
  	"image_path_id" integer,
  	"ingredients" jsonb DEFAULT '[]'::jsonb NOT NULL,
  	"preparation" jsonb DEFAULT '[]'::jsonb NOT NULL,
  	"first_subdescription" jsonb DEFAULT '[]'::jsonb NOT NULL,
  	"is_active" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "wellbeing_books" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"author" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"short_description" varchar NOT NULL,
  	"link_purchase" varchar NOT NULL,
  	"image_path_id" integer,
  	"list_image_path_id" integer,
  	"subdescription_1" jsonb DEFAULT '[]'::jsonb NOT NULL,
  	"subdescription_2" jsonb DEFAULT '[]'::jsonb NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "podcasts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"short_description" varchar NOT NULL,
  	"link" varchar NOT NULL,
  	"image_path_id" integer,
  	"list_image_path_id" integer,
  	"subdescription_1" jsonb DEFAULT '[]'::jsonb NOT NULL,
  	"subdescription_2" jsonb DEFAULT '[]'::jsonb NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "blogs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"audience" "enum_blogs_audience" NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"short_description" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"image_path_id" integer,
  	"is_active" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "registrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"nombre" varchar NOT NULL,
  	"apellido" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"telefono" varchar NOT NULL,
  	"fecha_nac" varchar NOT NULL,
  	"cp" varchar NOT NULL,
  	"cedula" varchar NOT NULL,
  	"escuela" varchar NOT NULL,
  	"member_code" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "nominations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_data_nombre" varchar NOT NULL,
  	"user_data_apellido" varchar NOT NULL,
  	"user_data_correo" varchar NOT NULL,
  	"user_data_escuela" varchar NOT NULL,
  	"user_data_estado" "enum_nominations_user_data_estado" NOT NULL,
  	"professor_data_nombre" varchar NOT NULL,
  	"professor_data_apellido" varchar NOT NULL,
  	"professor_data_correo" varchar NOT NULL,
  	"professor_data_escuela" varchar NOT NULL,
  	"professor_data_estado" "enum_nominations_professor_data_estado" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_main_url" varchar,
  	"sizes_main_width" numeric,
  	"sizes_main_height" numeric,
  	"sizes_main_mime_type" varchar,
  	"sizes_main_filesize" numeric,
  	"sizes_main_filename" varchar,
  	"sizes_list_url" varchar,
  	"sizes_list_width" numeric,
  	"sizes_list_height" numeric,
  	"sizes_list_mime_type" varchar,
  	"sizes_list_filesize" numeric,
  	"sizes_list_filename" varchar,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"role" "enum_users_role" DEFAULT 'editor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"activities_id" integer,
  	"image_categories_id" integer,
  	"images_id" integer,
  	"template_categories_id" integer,
  	"template_files_id" integer,
  	"development_books_id" integer,
  	"courses_id" integer,
  	"tools_id" integer,
  	"music_categories_id" integer,
  	"music_items_id" integer,
  	"recipes_id" integer,
  	"wellbeing_books_id" integer,
  	"podcasts_id" integer,
  	"blogs_id" integer,
  	"registrations_id" integer,
  	"nominations_id" integer,
  	"media_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "development_recommendation" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum_development_recommendation_type" NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "development_recommendation_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"development_books_id" integer,
  	"courses_id" integer,
  	"tools_id" integer
  );
  
  CREATE TABLE "wellbeing_recommendation" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum_wellbeing_recommendation_type" NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "wellbeing_recommendation_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"wellbeing_books_id" integer,
  	"recipes_id" integer,
  	"music_items_id" integer,
  	"podcasts_id" integer
  );
  
  ALTER TABLE "image_categories" ADD CONSTRAINT "image_categories_image_path_id_media_id_fk" FOREIGN KEY ("image_path_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "image_categories" ADD CONSTRAINT "image_categories_selected_image_path_id_media_id_fk" FOREIGN KEY ("selected_image_path_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "images" ADD CONSTRAINT "images_category_id_image_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."image_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "template_categories" ADD CONSTRAINT "template_categories_image_path_id_media_id_fk" FOREIGN KEY ("image_path_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "template_categories" ADD CONSTRAINT "template_categories_selected_image_path_id_media_id_fk" FOREIGN KEY ("selected_image_path_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "template_files" ADD CONSTRAINT "template_files_category_id_template_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."template_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "development_books" ADD CONSTRAINT "development_books_image_path_id_media_id_fk" FOREIGN KEY ("image_path_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "development_books" ADD CONSTRAINT "development_books_list_image_path_id_media_id_fk" FOREIGN KEY ("list_image_path_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "courses" ADD CONSTRAINT "courses_image_path_id_media_id_fk" FOREIGN KEY ("image_path_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "courses" ADD CONSTRAINT "courses_list_image_path_id_media_id_fk" FOREIGN KEY ("list_image_path_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tools" ADD CONSTRAINT "tools_image_path_id_media_id_fk" FOREIGN KEY ("image_path_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tools" ADD CONSTRAINT "tools_list_image_path_id_media_id_fk" FOREIGN KEY ("list_image_path_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "music_categories" ADD CONSTRAINT "music_categories_image_path_id_media_id_fk" FOREIGN KEY ("image_path_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "music_categories" ADD CONSTRAINT "music_categories_selected_image_path_id_media_id_fk" FOREIGN KEY ("selected_image_path_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "music_items" ADD CONSTRAINT "music_items_category_id_music_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."music_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recipes" ADD CONSTRAINT "recipes_image_path_id_media_id_fk" FOREIGN KEY ("image_path_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "wellbeing_books" ADD CONSTRAINT "wellbeing_books_image_path_id_media_id_fk" FOREIGN KEY ("image_path_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "wellbeing_books" ADD CONSTRAINT "wellbeing_books_list_image_path_id_media_id_fk" FOREIGN KEY ("list_image_path_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "podcasts" ADD CONSTRAINT "podcasts_image_path_id_media_id_fk" FOREIGN KEY ("image_path_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "podcasts" ADD CONSTRAINT "podcasts_list_image_path_id_media_id_fk" FOREIGN KEY ("list_image_path_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blogs" ADD CONSTRAINT "blogs_image_path_id_media_id_fk" FOREIGN KEY ("image_path_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_activities_fk" FOREIGN KEY ("activities_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_image_categories_fk" FOREIGN KEY ("image_categories_id") REFERENCES "public"."image_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_template_categories_fk" FOREIGN KEY ("template_categories_id") REFERENCES "public"."template_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_template_files_fk" FOREIGN KEY ("template_files_id") REFERENCES "public"."template_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_development_books_fk" FOREIGN KEY ("development_books_id") REFERENCES "public"."development_books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_courses_fk" FOREIGN KEY ("courses_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tools_fk" FOREIGN KEY ("tools_id") REFERENCES "public"."tools"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_music_categories_fk" FOREIGN KEY ("music_categories_id") REFERENCES "public"."music_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_music_items_fk" FOREIGN KEY ("music_items_id") REFERENCES "public"."music_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_recipes_fk" FOREIGN KEY ("recipes_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_wellbeing_books_fk" FOREIGN KEY ("wellbeing_books_id") REFERENCES "public"."wellbeing_books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_podcasts_fk" FOREIGN KEY ("podcasts_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_blogs_fk" FOREIGN KEY ("blogs_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_registrations_fk" FOREIGN KEY ("registrations_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_nominations_fk" FOREIGN KEY ("nominations_id") REFERENCES "public"."nominations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "development_recommendation_rels" ADD CONSTRAINT "development_recommendation_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."development_recommendation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "development_recommendation_rels" ADD CONSTRAINT "development_recommendation_rels_development_books_fk" FOREIGN KEY ("development_books_id") REFERENCES "public"."development_books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "development_recommendation_rels" ADD CONSTRAINT "development_recommendation_rels_courses_fk" FOREIGN KEY ("courses_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "development_recommendation_rels" ADD CONSTRAINT "development_recommendation_rels_tools_fk" FOREIGN KEY ("tools_id") REFERENCES "public"."tools"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "wellbeing_recommendation_rels" ADD CONSTRAINT "wellbeing_recommendation_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."wellbeing_recommendation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "wellbeing_recommendation_rels" ADD CONSTRAINT "wellbeing_recommendation_rels_wellbeing_books_fk" FOREIGN KEY ("wellbeing_books_id") REFERENCES "public"."wellbeing_books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "wellbeing_recommendation_rels" ADD CONSTRAINT "wellbeing_recommendation_rels_recipes_fk" FOREIGN KEY ("recipes_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "wellbeing_recommendation_rels" ADD CONSTRAINT "wellbeing_recommendation_rels_music_items_fk" FOREIGN KEY ("music_items_id") REFERENCES "public"."music_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "wellbeing_recommendation_rels" ADD CONSTRAINT "wellbeing_recommendation_rels_podcasts_fk" FOREIGN KEY ("podcasts_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "activities_activity_date_idx" ON "activities" USING btree ("activity_date");
  CREATE INDEX "activities_updated_at_idx" ON "activities" USING btree ("updated_at");
  CREATE INDEX "activities_created_at_idx" ON "activities" USING btree ("created_at");
  CREATE INDEX "image_categories_image_path_idx" ON "image_categories" USING btree ("image_path_id");
  CREATE INDEX "image_categories_selected_image_path_idx" ON "image_categories" USING btree ("selected_image_path_id");
  CREATE INDEX "image_categories_is_active_idx" ON "image_categories" USING btree ("is_active");
  CREATE INDEX "image_categories_updated_at_idx" ON "image_categories" USING btree ("updated_at");
  CREATE INDEX "image_categories_created_at_idx" ON "image_categories" USING btree ("created_at");
  CREATE INDEX "images_category_idx" ON "images" USING btree ("category_id");
  CREATE INDEX "images_is_active_idx" ON "images" USING btree ("is_active");
  CREATE INDEX "images_updated_at_idx" ON "images" USING btree ("updated_at");
  CREATE INDEX "images_created_at_idx" ON "images" USING btree ("created_at");
  CREATE UNIQUE INDEX "images_filename_idx" ON "images" USING btree ("filename");
  CREATE INDEX "images_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "images" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "template_categories_image_path_idx" ON "template_categories" USING btree ("image_path_id");
  CREATE INDEX "template_categories_selected_image_path_idx" ON "template_categories" USING btree ("selected_image_path_id");
  CREATE INDEX "template_categories_is_active_idx" ON "template_categories" USING btree ("is_active");
  CREATE INDEX "template_categories_updated_at_idx" ON "template_categories" USING btree ("updated_at");
  CREATE INDEX "template_categories_created_at_idx" ON "template_categories" USING btree ("created_at");
  CREATE INDEX "template_files_category_idx" ON "template_files" USING btree ("category_id");
  CREATE INDEX "template_files_is_active_idx" ON "template_files" USING btree ("is_active");
  CREATE INDEX "template_files_updated_at_idx" ON "template_files" USING btree ("updated_at");
  CREATE INDEX "template_files_created_at_idx" ON "template_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "template_files_filename_idx" ON "template_files" USING btree ("filename");
  CREATE INDEX "development_books_image_path_idx" ON "development_books" USING btree ("image_path_id");
  CREATE INDEX "development_books_list_image_path_idx" ON "development_books" USING btree ("list_image_path_id");
  CREATE INDEX "development_books_is_active_idx" ON "development_books" USING btree ("is_active");
  CREATE INDEX "development_books_updated_at_idx" ON "development_books" USING btree ("updated_at");
  CREATE INDEX "development_books_created_at_idx" ON "development_books" USING btree ("created_at");
  CREATE INDEX "courses_image_path_idx" ON "courses" USING btree ("image_path_id");
  CREATE INDEX "courses_list_image_path_idx" ON "courses" USING btree ("list_image_path_id");
  CREATE INDEX "courses_is_active_idx" ON "courses" USING btree ("is_active");
  CREATE INDEX "courses_updated_at_idx" ON "courses" USING btree ("updated_at");
  CREATE INDEX "courses_created_at_idx" ON "courses" USING btree ("created_at");
  CREATE INDEX "tools_image_path_idx" ON "tools" USING btree ("image_path_id");
  CREATE INDEX "tools_list_image_path_idx" ON "tools" USING btree ("list_image_path_id");
  CREATE INDEX "tools_is_active_idx" ON "tools" USING btree ("is_active");
  CREATE INDEX "tools_updated_at_idx" ON "tools" USING btree ("updated_at");
  CREATE INDEX "tools_created_at_idx" ON "tools" USING btree ("created_at");
  CREATE INDEX "music_categories_image_path_idx" ON "music_categories" USING btree ("image_path_id");
  CREATE INDEX "music_categories_selected_image_path_idx" ON "music_categories" USING btree ("selected_image_path_id");
  CREATE INDEX "music_categories_is_active_idx" ON "music_categories" USING btree ("is_active");
  CREATE INDEX "music_categories_updated_at_idx" ON "music_categories" USING btree ("updated_at");
  CREATE INDEX "music_categories_created_at_idx" ON "music_categories" USING btree ("created_at");
  CREATE INDEX "music_items_category_idx" ON "music_items" USING btree ("category_id");
  CREATE INDEX "music_items_is_active_idx" ON "music_items" USING btree ("is_active");
  CREATE INDEX "music_items_updated_at_idx" ON "music_items" USING btree ("updated_at");
  CREATE INDEX "music_items_created_at_idx" ON "music_items" USING btree ("created_at");
  CREATE INDEX "recipes_image_path_idx" ON "recipes" USING btree ("image_path_id");
  CREATE INDEX "recipes_is_active_idx" ON "recipes" USING btree ("is_active");
  CREATE INDEX "recipes_updated_at_idx" ON "recipes" USING btree ("updated_at");
  CREATE INDEX "recipes_created_at_idx" ON "recipes" USING btree ("created_at");
  CREATE INDEX "wellbeing_books_image_path_idx" ON "wellbeing_books" USING btree ("image_path_id");
  CREATE INDEX "wellbeing_books_list_image_path_idx" ON "wellbeing_books" USING btree ("list_image_path_id");
  CREATE INDEX "wellbeing_books_is_active_idx" ON "wellbeing_books" USING btree ("is_active");
  CREATE INDEX "wellbeing_books_updated_at_idx" ON "wellbeing_books" USING btree ("updated_at");
  CREATE INDEX "wellbeing_books_created_at_idx" ON "wellbeing_books" USING btree ("created_at");
  CREATE INDEX "podcasts_image_path_idx" ON "podcasts" USING btree ("image_path_id");
  CREATE INDEX "podcasts_list_image_path_idx" ON "podcasts" USING btree ("list_image_path_id");
  CREATE INDEX "podcasts_is_active_idx" ON "podcasts" USING btree ("is_active");
  CREATE INDEX "podcasts_updated_at_idx" ON "podcasts" USING btree ("updated_at");
  CREATE INDEX "podcasts_created_at_idx" ON "podcasts" USING btree ("created_at");
  CREATE INDEX "blogs_audience_idx" ON "blogs" USING btree ("audience");
  CREATE INDEX "blogs_slug_idx" ON "blogs" USING btree ("slug");
  CREATE INDEX "blogs_image_path_idx" ON "blogs" USING btree ("image_path_id");
  CREATE INDEX "blogs_is_active_idx" ON "blogs" USING btree ("is_active");
  CREATE INDEX "blogs_updated_at_idx" ON "blogs" USING btree ("updated_at");
  CREATE INDEX "blogs_created_at_idx" ON "blogs" USING btree ("created_at");
  CREATE UNIQUE INDEX "audience_slug_idx" ON "blogs" USING btree ("audience","slug");
  CREATE UNIQUE INDEX "registrations_email_idx" ON "registrations" USING btree ("email");
  CREATE UNIQUE INDEX "registrations_cedula_idx" ON "registrations" USING btree ("cedula");
  CREATE UNIQUE INDEX "registrations_member_code_idx" ON "registrations" USING btree ("member_code");
  CREATE INDEX "registrations_updated_at_idx" ON "registrations" USING btree ("updated_at");
  CREATE INDEX "registrations_created_at_idx" ON "registrations" USING btree ("created_at");
  CREATE INDEX "nominations_updated_at_idx" ON "nominations" USING btree ("updated_at");
  CREATE INDEX "nominations_created_at_idx" ON "nominations" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_main_sizes_main_filename_idx" ON "media" USING btree ("sizes_main_filename");
  CREATE INDEX "media_sizes_list_sizes_list_filename_idx" ON "media" USING btree ("sizes_list_filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_activities_id_idx" ON "payload_locked_documents_rels" USING btree ("activities_id");
  CREATE INDEX "payload_locked_documents_rels_image_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("image_categories_id");
  CREATE INDEX "payload_locked_documents_rels_images_id_idx" ON "payload_locked_documents_rels" USING btree ("images_id");
  CREATE INDEX "payload_locked_documents_rels_template_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("template_categories_id");
  CREATE INDEX "payload_locked_documents_rels_template_files_id_idx" ON "payload_locked_documents_rels" USING btree ("template_files_id");
  CREATE INDEX "payload_locked_documents_rels_development_books_id_idx" ON "payload_locked_documents_rels" USING btree ("development_books_id");
  CREATE INDEX "payload_locked_documents_rels_courses_id_idx" ON "payload_locked_documents_rels" USING btree ("courses_id");
  CREATE INDEX "payload_locked_documents_rels_tools_id_idx" ON "payload_locked_documents_rels" USING btree ("tools_id");
  CREATE INDEX "payload_locked_documents_rels_music_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("music_categories_id");
  CREATE INDEX "payload_locked_documents_rels_music_items_id_idx" ON "payload_locked_documents_rels" USING btree ("music_items_id");
  CREATE INDEX "payload_locked_documents_rels_recipes_id_idx" ON "payload_locked_documents_rels" USING btree ("recipes_id");
  CREATE INDEX "payload_locked_documents_rels_wellbeing_books_id_idx" ON "payload_locked_documents_rels" USING btree ("wellbeing_books_id");
  CREATE INDEX "payload_locked_documents_rels_podcasts_id_idx" ON "payload_locked_documents_rels" USING btree ("podcasts_id");
  CREATE INDEX "payload_locked_documents_rels_blogs_id_idx" ON "payload_locked_documents_rels" USING btree ("blogs_id");
  CREATE INDEX "payload_locked_documents_rels_registrations_id_idx" ON "payload_locked_documents_rels" USING btree ("registrations_id");
  CREATE INDEX "payload_locked_documents_rels_nominations_id_idx" ON "payload_locked_documents_rels" USING btree ("nominations_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "development_recommendation_rels_order_idx" ON "development_recommendation_rels" USING btree ("order");
  CREATE INDEX "development_recommendation_rels_parent_idx" ON "development_recommendation_rels" USING btree ("parent_id");
  CREATE INDEX "development_recommendation_rels_path_idx" ON "development_recommendation_rels" USING btree ("path");
  CREATE INDEX "development_recommendation_rels_development_books_id_idx" ON "development_recommendation_rels" USING btree ("development_books_id");
  CREATE INDEX "development_recommendation_rels_courses_id_idx" ON "development_recommendation_rels" USING btree ("courses_id");
  CREATE INDEX "development_recommendation_rels_tools_id_idx" ON "development_recommendation_rels" USING btree ("tools_id");
  CREATE INDEX "wellbeing_recommendation_rels_order_idx" ON "wellbeing_recommendation_rels" USING btree ("order");
  CREATE INDEX "wellbeing_recommendation_rels_parent_idx" ON "wellbeing_recommendation_rels" USING btree ("parent_id");
  CREATE INDEX "wellbeing_recommendation_rels_path_idx" ON "wellbeing_recommendation_rels" USING btree ("path");
  CREATE INDEX "wellbeing_recommendation_rels_wellbeing_books_id_idx" ON "wellbeing_recommendation_rels" USING btree ("wellbeing_books_id");
  CREATE INDEX "wellbeing_recommendation_rels_recipes_id_idx" ON "wellbeing_recommendation_rels" USING btree ("recipes_id");
  CREATE INDEX "wellbeing_recommendation_rels_music_items_id_idx" ON "wellbeing_recommendation_rels" USING btree ("music_items_id");
  CREATE INDEX "wellbeing_recommendation_rels_podcasts_id_idx" ON "wellbeing_recommendation_rels" USING btree ("podcasts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "activities" CASCADE;
  DROP TABLE "image_categories" CASCADE;
  DROP TABLE "images" CASCADE;
  DROP TABLE "template_categories" CASCADE;
  DROP TABLE "template_files" CASCADE;
  DROP TABLE "development_books" CASCADE;
  DROP TABLE "courses" CASCADE;
  DROP TABLE "tools" CASCADE;
  DROP TABLE "music_categories" CASCADE;
  DROP TABLE "music_items" CASCADE;
  DROP TABLE "recipes" CASCADE;
  DROP TABLE "wellbeing_books" CASCADE;
  DROP TABLE "podcasts" CASCADE;
  DROP TABLE "blogs" CASCADE;
  DROP TABLE "registrations" CASCADE;
  DROP TABLE "nominations" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "development_recommendation" CASCADE;
  DROP TABLE "development_recommendation_rels" CASCADE;
  DROP TABLE "wellbeing_recommendation" CASCADE;
  DROP TABLE "wellbeing_recommendation_rels" CASCADE;
  DROP TYPE "public"."enum_courses_type";
  DROP TYPE "public"."enum_blogs_audience";
  DROP TYPE "public"."enum_nominations_user_data_estado";
  DROP TYPE "public"."enum_nominations_professor_data_estado";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_development_recommendation_type";
  DROP TYPE "public"."enum_wellbeing_recommendation_type";`)
}
