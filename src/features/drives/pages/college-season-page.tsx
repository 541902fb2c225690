import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { ScreenHeader, StatGrid } from '@/features/dashboard/public';
import { collegeSeasonStudentHref, paths } from '@/lib/routes';
import { DRIVE_STATES } from '@/lib/season/machines';
import { tierLabel } from '@/lib/season/tiers';
import { useResource } from '@/lib/use-resource';
import { Button } from '@/ui/button';
import { ResourceState } from '@/ui/resource-state';
import { getSeasonSummary } from '../api/season-api';
import { DRIVE_STATE_LABELS } from '../model/season-text';
import '../components/drives.css';

/** /college/season: the season at a glance — drives by state, where the batch stands, offers by tier. */
export default function CollegeSeasonPage() {
  const summary = useResource('season-summary', getSeasonSummary);
  return (
    <div className="screen">
      <ScreenHeader
        title="Placement season"
        intro="The season at a glance. Numbers follow the drives, results and offers as they are recorded."
      />
      <ResourceState resource={summary} label="season summary">
        {(data) => (
          <div className="screen-stack">
            <StatGrid
              label="Students"
              stats={[
                { label: 'Students in the batch', value: data.students.total },
                { label: 'Placed', value: data.students.placed },
                { label: 'Unplaced but eligible', value: data.students.unplacedEligible },
                { label: 'Opted out', value: data.students.optedOut },
                { label: 'Blocked by absences', value: data.students.blocked },
              ]}
            />
            <section className="card" aria-labelledby="drives-by-state">
              <h2 id="drives-by-state">Drives by state</h2>
              <StatGrid
                label="Drives by state"
                stats={DRIVE_STATES.map((state) => ({
                  label: DRIVE_STATE_LABELS[state],
                  value: data.drivesByState.find((entry) => entry.state === state)?.count ?? 0,
                }))}
              />
              <p>
                <Link href={paths.collegeDrives}>See every drive</Link>
              </p>
            </section>
            <section className="card" aria-labelledby="offers-by-tier">
              <h2 id="offers-by-tier">Offers by tier</h2>
              <table className="plain-table">
                <caption className="visually-hidden">Offers issued and accepted, by tier</caption>
                <thead>
                  <tr>
                    <th scope="col">Tier</th>
                    <th scope="col">Issued</th>
                    <th scope="col">Accepted</th>
                  </tr>
                </thead>
                <tbody>
                  {data.offersByTier.map((row) => (
                    <tr key={row.tier}>
                      <th scope="row">{tierLabel(row.tier)}</th>
                      <td>{row.issued}</td>
                      <td>{row.accepted}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="muted">
                Tiers as the season's policy decided them when each offer was issued (policy version{' '}
                {data.policyVersion} is current). <Link href={paths.collegePolicy}>The policy</Link>
              </p>
            </section>
          </div>
        )}
      </ResourceState>
      <OpenStudent />
    </div>
  );
}

/** Any student of the batch by roll number: their record, applications and offers. */
function OpenStudent() {
  const [, navigate] = useLocation();
  const [roll, setRoll] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (roll.trim()) navigate(collegeSeasonStudentHref(roll.trim()));
  };
  return (
    <form className="card open-student" role="search" aria-label="Open a student" onSubmit={submit}>
      <div className="field">
        <label className="field__label" htmlFor="open-student-roll">
          Open a student by roll number
        </label>
        <input
          id="open-student-roll"
          className="field__input"
          value={roll}
          onChange={(event) => setRoll(event.target.value)}
          autoComplete="off"
        />
      </div>
      <Button type="submit">Open</Button>
    </form>
  );
}
