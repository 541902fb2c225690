import { useSnapshot } from 'valtio';
import { authState } from '@/features/auth/public';
import { dashboardConfigFor } from './dashboard-config';

/** 'Resume', or 'Professional Resume' for working professionals: the sidebar's own label for the screen. */
export function useResumeLabel(): string {
  const { userType } = useSnapshot(authState);
  return dashboardConfigFor(userType)?.menu.find((item) => item.id === 'resume')?.label ?? 'Resume';
}
