import { HttpResponse } from 'msw';
import { AUDIT_API } from '@/lib/api/audit-endpoints';
import { AUDIT_TABLE_HEADINGS, auditRow } from '@/lib/season/audit';
import { csvText } from '@/lib/csv/csv-text';
import { mockStore } from '../db/store';
import { auditActor, recordDecision } from '../season/audit-log';
import {
  auditChoices,
  collegeAuditEntries,
  filterAudit,
  studentAuditHistory,
  studentsSeeMemberNames,
} from '../season/audit-views';
import { collegeTimeZoneOf } from '../season/season-lookup';
import { COLLEGES_ONLY, parseQuery, requireAccount } from './access';
import { readBody } from './http/bodies';
import { route } from './http/route';
import { paginate } from './portal-views';
import { requireStudent, settleSeason } from './season-access';

/** GET /college/season/audit: the college's decisions, filtered, newest first, a page at a time. */
const auditLog = route(AUDIT_API.auditLog, async ({ request, cookies }) => {
  const { account } = await requireAccount(cookies, COLLEGES_ONLY);
  const { page, pageSize, ...filter } = parseQuery(request, AUDIT_API.auditLog);
  await settleSeason();
  const state = await mockStore().read();
  const timeZone = collegeTimeZoneOf(state, account.id);
  const entries = collegeAuditEntries(state, account.id);
  const items = filterAudit(entries, filter, timeZone).map(
    ({ collegeId: _college, seq: _seq, ...entry }) => entry,
  );
  return HttpResponse.json({
    ...paginate(items, { page, pageSize }),
    ...auditChoices(entries),
    timeZone,
    studentsSeeMemberNames: studentsSeeMemberNames(state, account.id),
  });
});

/** GET /college/season/audit/export: every entry the filters keep, with the cells the screen shows. */
const auditLogExport = route(AUDIT_API.auditLogExport, async ({ request, cookies }) => {
  const { account } = await requireAccount(cookies, COLLEGES_ONLY);
  const filter = parseQuery(request, AUDIT_API.auditLogExport);
  await settleSeason();
  const state = await mockStore().read();
  const timeZone = collegeTimeZoneOf(state, account.id);
  const entries = filterAudit(collegeAuditEntries(state, account.id), filter, timeZone);
  const rows = entries.map((entry) => auditRow(entry, timeZone));
  return new HttpResponse(csvText(AUDIT_TABLE_HEADINGS, rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="audit-log.csv"',
    },
  });
});

const NAME_SETTING_WORDS = {
  true: "students read the member's name and role",
  false: 'students read the role only',
};

/** PUT /college/season/audit/settings: whether students read the member's name; the change is itself logged. */
const updateAuditSettings = route(AUDIT_API.updateAuditSettings, async ({ request, cookies }) => {
  const { account } = await requireAccount(cookies, COLLEGES_ONLY);
  const { studentsSeeMemberNames: wanted } = await readBody(request, AUDIT_API.updateAuditSettings);
  return mockStore().update((state) => {
    const before = studentsSeeMemberNames(state, account.id);
    if (before !== wanted) {
      (state.auditSettings ??= {})[account.id] = { studentsSeeMemberNames: wanted };
      recordDecision(state, {
        collegeId: account.id,
        by: auditActor(state, account),
        action: 'log-settings-changed',
        before: NAME_SETTING_WORDS[`${before}`],
        after: NAME_SETTING_WORDS[`${wanted}`],
      });
    }
    return HttpResponse.json({ studentsSeeMemberNames: wanted });
  });
});

/** GET /student/season/history: the decisions about the signed-in student, newest first. */
const studentHistory = route(AUDIT_API.studentHistory, async ({ cookies }) => {
  const { link, state } = await requireStudent(cookies);
  if (!link?.record)
    return HttpResponse.json({ items: [], timeZone: collegeTimeZoneOf(state, link?.collegeId ?? '') });
  return HttpResponse.json({
    items: studentAuditHistory(state, link.collegeId, link.record.rollNumber),
    timeZone: collegeTimeZoneOf(state, link.collegeId),
  });
});

export const seasonAuditHandlers = [auditLog, auditLogExport, updateAuditSettings, studentHistory];
