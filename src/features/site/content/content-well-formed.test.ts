import { describe, expect, it } from 'vitest';
import { BRAND } from '@/lib/brand';
import { isCourseCategoryId } from '@/lib/catalog/categories';
import { JOB_ROLES } from '@/lib/options/company';
import { CONTENT_PAGE_PATHS, paths, ROLE_PAGE_PATHS, SKILL_PAGE_PATHS } from '@/lib/routes';
import { roleSections } from '../components/role-template';
import { CONTENT_LOADERS, type ContentPath } from './content-loaders';
import { HOME_CONTENT } from './home-content';
import { PAGE_SUMMARIES } from './page-summaries';
import type { ContentLink, PageContent, Section } from './types';

const contentPaths = Object.keys(CONTENT_LOADERS) as ContentPath[];
const pages = await Promise.all(
  contentPaths.map(async (path) => [path, await CONTENT_LOADERS[path]()] as const),
);

/** Every route of src/lib/routes.ts as a matcher (":param" segments match any one segment). */
const ROUTE_PATTERNS = [...Object.values(paths), ...SKILL_PAGE_PATHS, ...ROLE_PAGE_PATHS].map(
  (route) => new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+')}$`),
);

function linkProblem(href: string): string | undefined {
  if (href.startsWith('mailto:')) {
    const address = href.slice('mailto:'.length).split('?')[0] ?? '';
    return /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(address) ? undefined : 'bad e-mail';
  }
  if (href.startsWith('https://')) return undefined;
  if (!href.startsWith('/')) return 'neither internal, mailto: nor https:';
  const url = new URL(href, 'https://portal.test');
  if (!ROUTE_PATTERNS.some((pattern) => pattern.test(url.pathname))) return 'no such route';
  const category = url.searchParams.get('category');
  if (url.searchParams.has('category') && !isCourseCategoryId(category)) return 'unknown course category';
  const role = url.searchParams.get('role');
  if (url.searchParams.has('role') && !(JOB_ROLES as readonly (string | null)[]).includes(role)) {
    return 'unknown job role';
  }
  return undefined;
}

function sectionsOf(page: PageContent): readonly Section[] {
  return page.template === 'role' ? roleSections(page) : page.sections;
}

/** Every ContentLink anywhere in a value (links blocks, related, prepare, actions). */
function linksIn(value: unknown): ContentLink[] {
  if (Array.isArray(value)) return value.flatMap(linksIn);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const own =
      typeof record.href === 'string' && typeof record.label === 'string'
        ? [record as unknown as ContentLink]
        : [];
    return [...own, ...Object.values(record).flatMap(linksIn)];
  }
  return [];
}

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

describe('site content', () => {
  it('covers every public path of the route table, and only those', () => {
    const expected = [...CONTENT_PAGE_PATHS];
    expect([...contentPaths].sort()).toEqual([...expected].sort());
    expect(Object.keys(PAGE_SUMMARIES).sort()).toEqual(
      [...expected, paths.jobPulse, paths.subJobPulse].sort(),
    );
  });

  it('gives every page its own title and a search-engine-sized description', () => {
    const summaries = Object.values(PAGE_SUMMARIES);
    expect(new Set(summaries.map((summary) => summary.title)).size).toBe(summaries.length);
    expect(new Set(summaries.map((summary) => summary.description)).size).toBe(summaries.length);
    for (const [path] of pages) {
      const { description } = PAGE_SUMMARIES[path];
      expect(description.length, path).toBeGreaterThanOrEqual(50);
      expect(description.length, path).toBeLessThanOrEqual(170);
    }
  });

  it.each(pages)('%s: is the module for its path, with unique, non-empty sections', (path, page) => {
    expect(page.path).toBe(path);
    expect(page.lead.length).toBeGreaterThan(80);
    const sections = sectionsOf(page);
    expect(sections.length).toBeGreaterThan(0);
    const ids = sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const section of sections) {
      expect(section.id).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(section.heading.trim()).not.toBe('');
      expect(section.blocks.length, section.id).toBeGreaterThan(0);
      for (const block of section.blocks) {
        if ('items' in block) expect(block.items.length, `${section.id} ${block.kind}`).toBeGreaterThan(0);
        if (block.kind === 'table') {
          expect(block.rows.length).toBeGreaterThan(0);
          for (const row of block.rows) expect(row.length, block.caption).toBe(block.columns.length);
        }
      }
    }
  });

  it.each(pages)('%s: every link points at a route, a mailto: address or an https: page', (_path, page) => {
    for (const link of linksIn(page)) {
      expect(link.label.trim(), link.href).not.toBe('');
      expect(linkProblem(link.href), link.href).toBeUndefined();
    }
  });

  it.each(pages)('%s: has no empty or placeholder text', (_path, page) => {
    for (const text of stringsIn(page)) {
      expect(text.trim(), JSON.stringify(text)).not.toBe('');
      expect(text).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b|placeholder|coming soon/i);
    }
  });

  it('links from the home page point at routes', () => {
    for (const link of linksIn(HOME_CONTENT)) expect(linkProblem(link.href), link.href).toBeUndefined();
    for (const path of HOME_CONTENT.featuredSkills) expect(SKILL_PAGE_PATHS).toContain(path);
  });

  it('maps each role page to its own Job Pulse role', () => {
    const roles = pages.flatMap(([, page]) => (page.template === 'role' ? [page] : []));
    expect(roles.map((role) => role.path).sort()).toEqual([...ROLE_PAGE_PATHS].sort());
    expect(new Set(roles.map((role) => role.jobRole)).size).toBe(roles.length);
    for (const role of roles) {
      expect(JOB_ROLES).toContain(role.jobRole);
      for (const list of [
        role.whatTheRoleDoes,
        role.dayToDay,
        role.coreSkills,
        role.tools,
        role.prepare,
        role.entryPath,
      ]) {
        expect(list.length, role.path).toBeGreaterThan(0);
      }
    }
  });

  it('teaches every skill page with several sections and further reading', () => {
    for (const [, page] of pages) {
      if (page.template !== 'article') continue;
      expect(page.sections.length, page.path).toBeGreaterThanOrEqual(3);
      expect(page.related.length, page.path).toBeGreaterThan(0);
      expect(page.audience.trim()).not.toBe('');
    }
  });

  it('defines at least 40 distinct terms in the skill dictionary', async () => {
    const dictionary = await CONTENT_LOADERS['/EE-Skill-dictionary-v1']();
    const terms =
      dictionary.template === 'article' ? dictionary.sections.flatMap((section) => section.blocks) : [];
    const names = terms.flatMap((block) =>
      block.kind === 'terms' ? block.items.map((item) => item.term) : [],
    );
    expect(names.length).toBeGreaterThanOrEqual(40);
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
  });

  it('lists every skill page on the resources page', async () => {
    const hrefs = linksIn(await CONTENT_LOADERS[paths.resources]()).map((link) => link.href);
    for (const path of [...SKILL_PAGE_PATHS, ...ROLE_PAGE_PATHS]) expect(hrefs).toContain(path);
  });

  it('shows the contact e-mails and both offices exactly as the brand facts say', async () => {
    const strings = stringsIn(await CONTENT_LOADERS[paths.contactUs]());
    for (const contact of BRAND.contactEmails) expect(strings).toContain(contact.email);
    for (const office of BRAND.offices) {
      expect(strings).toContain(office.city);
      for (const line of office.lines) expect(strings).toContain(line);
    }
  });
});
