ALTER TABLE "project_log" DROP CONSTRAINT "project_log_project_id_projects_id_fk";
