import { expect, test } from './support/test';
import { paths, SKILL_PAGE_PATHS } from '../../src/lib/routes';
import { headerMenu, summaryOf } from './support/header';
import { waitUntilLive } from './support/hydration';

/** A page's first visit loads the app, the page chunk and its content chunk; allow for a busy CI machine. */
const FIRST_LOAD = { timeout: 20_000 };

/** Each public page: its h1 (and so its tab title) and a sentence only its real content has. */
const PAGES = [
  { path: '/', h1: 'Skills, jobs and campus hiring in one place', title: 'Home', text: 'How it works' },
  { path: '/about-us', h1: 'About Us', text: 'Our mission is to close that gap' },
  { path: '/resources', h1: 'Resources', text: 'Fundamentals and bench instruments' },
  { path: '/careers', h1: 'Careers', text: 'Lab Content Engineer (Electronics)' },
  { path: '/industries', h1: 'Industries', text: 'Automotive and electric vehicles' },
  { path: '/contact-us', h1: 'Contact Us', text: 'What to include in your e-mail' },
  { path: '/courses', h1: 'Courses', text: 'Featured courses' },
  { path: '/all-courses', h1: 'All Courses', text: 'Choosing where to start' },
  { path: '/coupon1', h1: 'Course Coupon', text: 'How to redeem a coupon' },
  { path: '/practical-pcb-design', h1: 'Practical PCB Design', text: 'Footprints: trust, but verify' },
  { path: '/skill-research-group', h1: 'Skill Research Group', text: 'How to take part' },
  { path: '/skill-based-training', h1: 'Skill-Based Training', text: 'The four skill levels' },
  { path: '/EE-Skill-dictionary-v1', h1: 'EE Skill Dictionary', text: 'Probe compensation' },
  {
    path: '/signal-generator-usage',
    h1: 'Using a Signal Generator',
    text: 'The 50 Ω output and the load setting',
  },
  {
    path: '/usage-of-dmm',
    h1: 'Using a Digital Multimeter',
    text: 'Never put the current jacks across a voltage source',
  },
  { path: '/usage-of-oscilloscope', h1: 'Using an Oscilloscope', text: 'Compensating a 10x probe' },
  {
    path: '/electro-mechanical',
    h1: 'Electro-Mechanical Design',
    text: 'Inductive loads need a path for their energy',
  },
  {
    path: '/ground-loops',
    h1: 'Ground Loops',
    text: 'Never cure a ground loop by removing protective earth',
  },
  { path: '/cable-types-routing', h1: 'Cable Types and Routing', text: 'Shielding and shield termination' },
  {
    path: '/technical-drawing',
    h1: 'Reading Technical Drawings',
    text: 'First-angle and third-angle projection',
  },
  { path: '/voltage-current', h1: 'Voltage and Current', text: 'Worked example: an LED resistor' },
  { path: '/Product_Designer', h1: 'Product Designer', text: 'Colour, material and finish' },
  { path: '/Procurement_Specialist', h1: 'Procurement Specialist', text: 'Counterfeit avoidance' },
  { path: '/DomainExpert', h1: 'Domain Expert', text: 'Standards and regulation' },
  { path: '/MechDesigner', h1: 'Mechanical Designer', text: 'Drawings and tolerances' },
  { path: '/PcbDesigner', h1: 'PCB Designer', text: 'Footprints and libraries' },
  { path: '/ProductManager', h1: 'Product Manager', text: 'Certification awareness' },
  { path: '/IntegrationEngineer', h1: 'Integration Engineer', text: 'Bench instruments' },
  { path: '/FirmwareDeveloper', h1: 'Firmware Developer', text: 'C for embedded systems' },
] as const;

test.describe('public site pages', () => {
  for (const page of PAGES) {
    test(`${page.path} renders its own heading, title and content`, async ({ page: browser }) => {
      await browser.goto(page.path);
      const h1 = browser.getByRole('heading', { level: 1 });
      await expect(h1).toHaveText(page.h1, FIRST_LOAD);
      await expect(h1).toHaveCount(1);
      await expect(browser).toHaveTitle(`${'title' in page ? page.title : page.h1} | Campus Pulse`);
      await expect(browser.getByRole('main').getByText(page.text).first()).toBeVisible();
      const description = await browser.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(50);
    });
  }

  test('each page has its own meta description', async ({ page }) => {
    test.slow(); // three page loads in one test
    const seen = new Set<string>();
    for (const path of ['/usage-of-dmm', '/ground-loops', '/PcbDesigner']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_LOAD);
      seen.add((await page.locator('meta[name="description"]').getAttribute('content')) ?? '');
    }
    expect(seen.size).toBe(3);
  });

  test('on a phone no table cell is cut off: each row is a card inside the box', async ({ page }) => {
    test.slow(); // every page with a table
    await page.setViewportSize({ width: 375, height: 812 });
    for (const path of [...SKILL_PAGE_PATHS, paths.courses]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_LOAD);
      const cut = await page.evaluate(() => {
        const inside = (inner: DOMRect, outer: DOMRect) =>
          inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5;
        return [...document.querySelectorAll<HTMLElement>('.table-scroll')].flatMap((box) => {
          const boxRect = box.getBoundingClientRect();
          const cells = [...box.querySelectorAll<HTMLElement>('caption, tbody th, tbody td')];
          return [
            ...(box.scrollWidth > box.clientWidth
              ? [`${box.textContent?.slice(0, 30)}: scrolls sideways`]
              : []),
            ...cells
              .filter(
                (cell) =>
                  cell.scrollWidth > cell.clientWidth || !inside(cell.getBoundingClientRect(), boxRect),
              )
              .map((cell) => `cut: ${cell.textContent?.slice(0, 40)}`),
          ];
        });
      });
      expect(cut, path).toEqual([]);
    }
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });

  test('a table stays a table for screen readers, on a phone too', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/usage-of-dmm');
    const table = page.getByRole('table', { name: 'The input jacks of a typical handheld DMM' });
    await expect(table).toBeVisible(FIRST_LOAD);
    await expect(
      page.getByRole('region', { name: 'The input jacks of a typical handheld DMM' }),
    ).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['Jack', 'Used for', 'What is inside']);
    await expect(table.getByRole('rowheader', { name: 'COM' })).toBeVisible();
    // The card's visible column name is not read twice: the cell's name is its text alone.
    await expect(
      table.getByRole('cell', { name: 'Every measurement (black lead)', exact: true }),
    ).toBeVisible();
  });
});

test.describe('contact page', () => {
  test('shows the contact e-mails and both office addresses', async ({ page }) => {
    await page.goto('/contact-us');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible(FIRST_LOAD);
    for (const email of ['hello@campuspulse.in', 'placements@campuspulse.in', 'partners@campuspulse.in']) {
      await expect(main.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    }
    const offices = main.locator('address');
    await expect(offices).toHaveCount(2);
    await expect(offices.nth(0)).toContainText('2nd Floor, 14 Infantry Road');
    await expect(offices.nth(0)).toContainText('Shivajinagar, Bengaluru 560001');
    await expect(offices.nth(1)).toContainText('Office 6, 88 Baner Road');
    await expect(offices.nth(1)).toContainText('Baner, Pune 411045');
  });
});

test.describe('course catalogue', () => {
  test('the category filter narrows the list and can be cleared', async ({ page }) => {
    await page.goto('/all-courses');
    const status = page.getByRole('status').filter({ hasText: /^Showing/ });
    await expect(status).toHaveText('Showing 15 of 15 courses', FIRST_LOAD);
    const filter = page.getByRole('navigation', { name: 'Filter by category' });
    await filter.getByRole('link', { name: /^Embedded firmware/ }).click();
    await expect(page).toHaveURL('/all-courses?category=embedded-firmware');
    await expect(status).toHaveText('Showing 3 of 15 courses');
    await expect(page.getByRole('heading', { name: 'Embedded C on ARM Cortex-M' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'PCB Design Fundamentals with KiCad' })).toHaveCount(0);
    await filter.getByRole('link', { name: /^All categories/ }).click();
    await expect(status).toHaveText('Showing 15 of 15 courses');
  });

  test('a course category link opens the catalogue already filtered', async ({ page }) => {
    await page.goto('/courses');
    await page.getByRole('link', { name: 'PCB design', exact: true }).click(FIRST_LOAD);
    await expect(page).toHaveURL('/all-courses?category=pcb-design');
    await expect(
      page.getByRole('navigation', { name: 'Filter by category' }).getByRole('link', { name: /^PCB design/ }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: 'PCB design courses' })).toBeVisible();
  });
});

test.describe('course coupon', () => {
  test('accepts a valid code and rejects an invalid one', async ({ page }) => {
    await page.goto('/coupon1');
    const code = page.getByRole('textbox', { name: 'Coupon code' });
    await code.fill('campus25', FIRST_LOAD);
    await page.getByRole('button', { name: 'Check code' }).click();
    await expect(page.getByText('CAMPUS25 is valid: 25% off every course.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Go to the learning platform/ })).toHaveAttribute(
      'href',
      paths.learningPlatformSignUp,
    );

    await code.fill('FREECOURSE');
    await page.getByRole('button', { name: 'Check code' }).click();
    await expect(
      page.getByText('We could not find the code FREECOURSE. Check the spelling and try again.'),
    ).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('CAMPUS25 is valid')).toHaveCount(0);
  });
});

test.describe('role pages', () => {
  test('a role page links to the matching jobs on Job Pulse', async ({ page }) => {
    await page.goto('/FirmwareDeveloper');
    const jobs = page.getByRole('link', { name: 'See Firmware Developer jobs on Job Pulse' });
    await expect(jobs).toHaveAttribute('href', '/Job_pulse?role=firmware_developer', FIRST_LOAD);
    await jobs.click();
    await expect(page).toHaveURL('/Job_pulse?role=firmware_developer');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_LOAD);
  });

  test('a role page links to the skill guides that prepare for it', async ({ page }) => {
    await page.goto('/PcbDesigner');
    await page.getByRole('link', { name: 'Practical PCB Design' }).click(FIRST_LOAD);
    await expect(page).toHaveURL('/practical-pcb-design');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Practical PCB Design', FIRST_LOAD);
  });
});

test.describe('home page', () => {
  test('calls each audience to register', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Register as a student' })).toHaveAttribute(
      'href',
      '/register/student-college',
      FIRST_LOAD,
    );
    await expect(page.getByRole('link', { name: 'Register your company' })).toHaveAttribute(
      'href',
      '/companyform',
    );
    await expect(page.getByRole('link', { name: 'Register your college' })).toHaveAttribute(
      'href',
      '/collegeform',
    );
    await page.getByRole('link', { name: 'Using a Digital Multimeter' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Using a Digital Multimeter',
      FIRST_LOAD,
    );
  });
});

test.describe('finding Job Pulse', () => {
  const jobPulse = { level: 1, name: 'Job Pulse' } as const;

  test('the header, the home page and the footer link to it', async ({ page }) => {
    // Each link is followed once the page is live (a click while the page hydrates may also load it afresh).
    await page.goto('/');
    await waitUntilLive(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Job Pulse' }).click();
    await expect(page).toHaveURL('/Job_pulse');
    await expect(page.getByRole('heading', jobPulse)).toBeVisible(FIRST_LOAD);

    await page.goto('/');
    await waitUntilLive(page);
    await page.getByRole('main').getByRole('link', { name: 'Find jobs on Job Pulse' }).click();
    await expect(page).toHaveURL('/Job_pulse');
    await expect(page.getByRole('heading', jobPulse)).toBeVisible(FIRST_LOAD);

    await page.goto('/about-us');
    await waitUntilLive(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Job Pulse' }).click();
    await expect(page).toHaveURL('/Job_pulse');
    await expect(page.getByRole('heading', jobPulse)).toBeVisible(FIRST_LOAD);
  });

  test('on a phone, the menu links to it and closes on the way', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/courses');
    await waitUntilLive(page);
    const menu = headerMenu(page, 'Menu');
    await summaryOf(menu).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Job Pulse' }).click();
    await expect(page.getByRole('heading', jobPulse)).toBeVisible(FIRST_LOAD);
    await expect(menu).toHaveJSProperty('open', false);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  });
});
