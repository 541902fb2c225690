import { useSnapshot } from 'valtio';
import { authState } from '@/features/auth/public';
import { resumeLabelFor } from './resume-label';

/** The resume screen's name for whoever is signed in ('Resume', or 'Professional Resume'). */
export function useResumeLabel(): string {
  return resumeLabelFor(useSnapshot(authState).userType);
}
