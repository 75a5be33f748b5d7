export { appendAudit, auditEntries, type AuditEntry, type AuditFilter, type AuditRecord } from './audit.service';
