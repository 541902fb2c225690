/** Course categories: their own module so pages can link to a category without loading the whole catalogue. */
export const COURSE_CATEGORIES = [
  {
    id: 'pcb-design',
    label: 'PCB design',
    summary: 'Schematics, layout and boards that factories can build.',
  },
  {
    id: 'embedded-firmware',
    label: 'Embedded firmware',
    summary: 'C on microcontrollers, drivers, real-time systems and debugging.',
  },
  {
    id: 'test-measurement',
    label: 'Test and measurement',
    summary: 'Bench instruments, board bring-up and EMC pre-compliance.',
  },
  {
    id: 'mechanical',
    label: 'Mechanical and electro-mechanical',
    summary: 'Drawings, enclosures and cable harnesses around the electronics.',
  },
  {
    id: 'product-procurement',
    label: 'Product and procurement',
    summary: 'Product management, product design and component sourcing.',
  },
] as const;

export type CourseCategoryId = (typeof COURSE_CATEGORIES)[number]['id'];

export function categoryLabel(id: CourseCategoryId): string {
  return COURSE_CATEGORIES.find((category) => category.id === id)?.label ?? id;
}

export function isCourseCategoryId(value: string | null | undefined): value is CourseCategoryId {
  return COURSE_CATEGORIES.some((category) => category.id === value);
}
