import { describe, expect, it } from 'vitest';
import { ENDPOINT_TABLES } from '../api/endpoint-registry';
import { OPERATION_PERMISSIONS } from './operations';
import { MEMBER_ROLES, PERMISSIONS, rolesOf } from './roles';

const operations = ENDPOINT_TABLES.flatMap((table) => Object.values(table.endpoints));
const key = (operation: { method: string; path: string }) => `${operation.method} ${operation.path}`;

describe('the roles table', () => {
  it('names the permission of every operation a college or a company may call, and only of those', () => {
    const organisations = operations.filter((operation) =>
      (operation.access ?? []).some((type) => type === 'college' || type === 'company'),
    );
    expect(organisations.map(key).sort()).toEqual(Object.keys(OPERATION_PERMISSIONS).sort());
  });

  it('gives each organisation one role with every permission its operations need', () => {
    for (const organisation of ['college', 'company'] as const) {
      const needed = new Set(
        operations
          .filter((operation) => operation.access?.includes(organisation))
          .map((operation) => OPERATION_PERMISSIONS[key(operation)])
          .filter((permission) => permission !== undefined && permission !== 'everyMember'),
      );
      const full = rolesOf(organisation).filter((role) =>
        [...needed].every((permission) =>
          (MEMBER_ROLES[role].permissions as readonly string[]).includes(permission!),
        ),
      );
      expect(full, organisation).toEqual([organisation === 'college' ? 'placementOfficer' : 'companyAdmin']);
    }
  });

  it('words every permission a role has', () => {
    for (const role of Object.values(MEMBER_ROLES))
      for (const permission of role.permissions) expect(PERMISSIONS[permission]).toMatch(/\w/);
  });
});
