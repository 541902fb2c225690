import { useMemo } from 'react';
import type { CandidateType } from '@/lib/user-types';
import { RenderInTurn } from '@/lib/render-in-turn';
import type { DraftRow } from '@/offline/db/app-db';
import { RegistrationForm } from '../../shared/registration-form';
import { candidateRegistration } from '../model/candidate-registration';
import { CANDIDATE_PROFILES } from '../model/candidate-types';
import { CandidateSectionView } from './candidate-sections';

interface CandidateFormProps {
  type: CandidateType;
  /** The type as the route spells it (/register/student or /register/student-college): it is what is sent. */
  routeType: string;
  restored?: DraftRow | undefined;
}

/** The registration form for one candidate type: its sections, in the order the type lists them. */
export function CandidateForm({ type, routeType, restored }: CandidateFormProps) {
  const kind = useMemo(() => candidateRegistration(type, routeType), [type, routeType]);
  return (
    <RegistrationForm kind={kind} restored={restored} label={CANDIDATE_PROFILES[type].title}>
      {(submitButton) => (
        <RenderInTurn>
          {CANDIDATE_PROFILES[type].sections.map((section, index) => (
            <CandidateSectionView key={section} section={section} number={index + 1} />
          ))}
          <div className="submit-bar">{submitButton}</div>
        </RenderInTurn>
      )}
    </RegistrationForm>
  );
}
