/** What every dashboard page receives from the area routes: the path's parameters (e.g. a job id). */
export interface ScreenProps {
  params: Record<string, string | undefined>;
}
