import type { PublicPath } from './page-summaries';
import type { PageContent } from './types';

/** Pages with content of their own; Job Pulse pages belong to the jobs feature and keep their placeholder. */
export type ContentPath = Exclude<PublicPath, '/Job_pulse' | '/sub_job_pulse'>;

/** Catalogue pages also need the lazily loaded catalogue template: fetch both at once, not one after the other. */
function withCatalogueTemplate(load: () => Promise<PageContent>): () => Promise<PageContent> {
  return () => Promise.all([load(), import('../components/catalogue-template')]).then(([content]) => content);
}

/**
 * One dynamic import per page, so a visitor downloads only the content of the page they open; the route
 * chunk stays small however much content is written.
 */
export const CONTENT_LOADERS: Record<ContentPath, () => Promise<PageContent>> = {
  '/about-us': () => import('./info/about').then((m) => m.aboutPage),
  '/resources': () => import('./info/resources').then((m) => m.resourcesPage),
  '/careers': () => import('./info/careers').then((m) => m.careersPage),
  '/industries': () => import('./info/industries').then((m) => m.industriesPage),
  '/contact-us': () => import('./info/contact').then((m) => m.contactPage),
  '/courses': withCatalogueTemplate(() => import('./catalogue/courses').then((m) => m.coursesPage)),
  '/all-courses': withCatalogueTemplate(() =>
    import('./catalogue/all-courses').then((m) => m.allCoursesPage),
  ),
  '/coupon1': withCatalogueTemplate(() => import('./catalogue/coupon').then((m) => m.couponPage)),
  '/learning-platform': () => import('./info/learning-platform').then((m) => m.learningPlatformPage),
  '/learning-platform/signup': () =>
    import('./info/learning-platform').then((m) => m.learningPlatformSignUpPage),
  '/learning-platform/login': () =>
    import('./info/learning-platform').then((m) => m.learningPlatformSignInPage),
  '/practical-pcb-design': () => import('./skills/practical-pcb-design').then((m) => m.pcbDesignArticle),
  '/skill-research-group': () =>
    import('./skills/skill-research-group').then((m) => m.skillResearchGroupArticle),
  '/skill-based-training': () =>
    import('./skills/skill-based-training').then((m) => m.skillBasedTrainingArticle),
  '/EE-Skill-dictionary-v1': () =>
    import('./skills/ee-skill-dictionary').then((m) => m.skillDictionaryArticle),
  '/signal-generator-usage': () =>
    import('./skills/signal-generator-usage').then((m) => m.signalGeneratorArticle),
  '/usage-of-dmm': () => import('./skills/usage-of-dmm').then((m) => m.dmmArticle),
  '/usage-of-oscilloscope': () => import('./skills/usage-of-oscilloscope').then((m) => m.oscilloscopeArticle),
  '/electro-mechanical': () => import('./skills/electro-mechanical').then((m) => m.electroMechanicalArticle),
  '/ground-loops': () => import('./skills/ground-loops').then((m) => m.groundLoopsArticle),
  '/cable-types-routing': () => import('./skills/cable-types-routing').then((m) => m.cableRoutingArticle),
  '/technical-drawing': () => import('./skills/technical-drawing').then((m) => m.technicalDrawingArticle),
  '/voltage-current': () => import('./skills/voltage-current').then((m) => m.voltageCurrentArticle),
  '/Product_Designer': () => import('./roles/product-designer').then((m) => m.productDesignerRole),
  '/Procurement_Specialist': () =>
    import('./roles/procurement-specialist').then((m) => m.procurementSpecialistRole),
  '/DomainExpert': () => import('./roles/domain-expert').then((m) => m.domainExpertRole),
  '/MechDesigner': () => import('./roles/mech-designer').then((m) => m.mechDesignerRole),
  '/PcbDesigner': () => import('./roles/pcb-designer').then((m) => m.pcbDesignerRole),
  '/ProductManager': () => import('./roles/product-manager').then((m) => m.productManagerRole),
  '/IntegrationEngineer': () => import('./roles/integration-engineer').then((m) => m.integrationEngineerRole),
  '/FirmwareDeveloper': () => import('./roles/firmware-developer').then((m) => m.firmwareDeveloperRole),
};

export function hasContent(path: string): path is ContentPath {
  return Object.hasOwn(CONTENT_LOADERS, path);
}
