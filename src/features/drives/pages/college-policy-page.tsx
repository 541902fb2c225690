import { useMay } from '@/features/auth/public';
import { ScreenHeader } from '@/ui/screen/screen-header';
import { useResource } from '@/lib/use-resource';
import { ResourceState } from '@/ui/resource-state';
import { getPolicy } from '../api/season-api';
import { PolicyForm } from '../components/policy-form';
import '../components/drives.css';

/** /college/policy: the season's rules, with the words students read; each save is a new version. */
export default function CollegePolicyPage() {
  const policy = useResource('season-policy', getPolicy);
  const mayEdit = useMay('policy.edit');
  return (
    <div className="screen">
      <ScreenHeader
        title="Season policy"
        intro="Saving makes a new version. Decisions, offers and tiers already recorded keep the version they were made under."
      />
      <ResourceState resource={policy} label="policy">
        {(data) => (
          <PolicyForm key={data.policy.version} data={data} onSaved={policy.reload} readOnly={!mayEdit} />
        )}
      </ResourceState>
    </div>
  );
}
