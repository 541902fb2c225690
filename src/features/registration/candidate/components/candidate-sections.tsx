import type { CandidateSection } from '../model/candidate-types';
import { SECTION_TITLES } from '../model/candidate-types';
import { BasicDetailsSection } from './basic-details-section';
import {
  AcademicDetailsSection,
  EducationDetailsSection,
  ProfessionalInfoSection,
  ResumeUploadSection,
  SkillsAndResumeSection,
  SkillsSection,
} from './type-sections';

/** One section of the form by its key; numbers follow the order the type lists them in. */
interface CandidateSectionViewProps {
  section: CandidateSection;
  number: number;
  /** An address the server refused as already registered (shown under the e-mail). */
  takenEmail: string | undefined;
}

export function CandidateSectionView({ section, number, takenEmail }: CandidateSectionViewProps) {
  switch (section) {
    case 'basic':
      return <BasicDetailsSection number={number} takenEmail={takenEmail} />;
    case 'academic':
      return <AcademicDetailsSection number={number} />;
    case 'skillsAndResume':
      return <SkillsAndResumeSection number={number} />;
    case 'education':
      return <EducationDetailsSection number={number} />;
    case 'professional':
      return <ProfessionalInfoSection number={number} />;
    case 'skills':
      return <SkillsSection number={number} title={SECTION_TITLES.skills} />;
    case 'resume':
      return <ResumeUploadSection number={number} />;
  }
}
