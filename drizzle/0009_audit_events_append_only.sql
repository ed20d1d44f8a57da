-- The audit trail is append-only in the database itself, not only by the API's habit: any UPDATE, DELETE or
-- TRUNCATE of audit_events raises, whoever sends it (a bug, a script, a compromised service). INSERT is
-- untouched. Removing rows on purpose (e.g. a retention rule) means an explicit migration that drops or
-- disables these triggers, which is itself on the record.
CREATE FUNCTION "audit_events_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'restrict_violation',
          HINT = 'Record a new audit event instead of changing or removing one.';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_events_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_events"
FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events"
FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_refuse_change"();
