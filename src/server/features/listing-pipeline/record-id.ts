const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path's id could be a listing's or a document's: anything else is a 404 without asking the database. */
export const isRecordId = (id: string): boolean => uuidPattern.test(id);
