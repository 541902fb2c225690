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
}

export function CandidateSectionView({ section, number }: CandidateSectionViewProps) {
  switch (section) {
    case 'basic':
      return <BasicDetailsSection number={number} />;
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
