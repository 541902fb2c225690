import type { ROLE_PAGE_PATHS, SKILL_PAGE_PATHS } from '@/lib/routes';
import type { JobRole } from '@/lib/options/company';

/**
 * The public site's content model. Pages are data: a few templates render these blocks, and every string is
 * rendered as text (never as HTML), so content can be written and reviewed without touching components.
 */

export type SkillPath = (typeof SKILL_PAGE_PATHS)[number];
export type RolePath = (typeof ROLE_PAGE_PATHS)[number];

/** A link inside content: an internal path (checked against the route table), a mailto: or an https: address. */
export interface ContentLink {
  href: string;
  label: string;
  /** One line after the link saying what the reader finds there. */
  note?: string;
}

export interface Step {
  title: string;
  text: string;
}

interface Term {
  term: string;
  definition: string;
}

interface Address {
  title: string;
  lines: readonly string[];
}

export type Block =
  /** A sub-heading inside a section (rendered one level below the section heading). */
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[]; ordered?: boolean }
  | { kind: 'steps'; items: readonly Step[] }
  /** Safety notes warn about harm to people or equipment; tips and notes are lighter. */
  | { kind: 'callout'; tone: 'safety' | 'tip' | 'note'; title: string; text: string }
  | { kind: 'table'; caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] }
  | { kind: 'terms'; items: readonly Term[] }
  | { kind: 'links'; items: readonly ContentLink[] }
  | { kind: 'addresses'; items: readonly Address[] };

export interface Section {
  /** Anchor id, unique within its page ("On this page" links point at it). */
  id: string;
  heading: string;
  blocks: readonly Block[];
}

interface PageBase {
  /** The route this content renders at; its title and description live in page-summaries.ts. */
  path: string;
  /** The opening paragraph under the h1. */
  lead: string;
  sections: readonly Section[];
  /** Calls to action shown after the sections. */
  actions?: readonly ContentLink[];
}

/** Skill pages: teaching articles. */
export interface ArticleContent extends PageBase {
  template: 'article';
  path: SkillPath;
  /** Who the article is written for and what they should know first. */
  audience: string;
  /** Further reading at the end: other skill pages, role pages or courses. */
  related: readonly ContentLink[];
}

/** Role pages: the role, its skills and how to get there; the matching jobs come from RoleMatchingJobs. */
export interface RoleContent {
  template: 'role';
  path: RolePath;
  /** The Job Pulse role value this page matches (src/lib/options/company.ts). */
  jobRole: JobRole;
  lead: string;
  whatTheRoleDoes: readonly string[];
  dayToDay: readonly string[];
  coreSkills: readonly Term[];
  tools: readonly string[];
  prepare: readonly ContentLink[];
  entryPath: readonly Step[];
}

/** About, careers, industries, resources and contact. */
export interface InfoContent extends PageBase {
  template: 'info';
}

/** Courses, all courses and the coupon page; `view` picks the catalogue widget shown after the lead. */
export interface CatalogueContent extends PageBase {
  template: 'catalogue';
  view: 'featured' | 'all' | 'coupon';
}

export type PageContent = ArticleContent | RoleContent | InfoContent | CatalogueContent;
