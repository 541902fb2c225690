import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { ScreenHeader } from '@/ui/screen/screen-header';
import { StatGrid } from '@/ui/screen/stat-grid';
import { collegeSeasonStudentHref, paths } from '@/lib/routes';
import type { SeasonSummary } from '@/lib/api/college-season-contract';
import {
  branchScopeText,
  ofTheBatch,
  FIGURES,
  otherYearsText,
  percentOrDash,
} from '@/lib/report/figure-text';
import { academicYear } from '@/lib/report/nirf';
import { DRIVE_STATES } from '@/lib/season/machines';
import { useResource } from '@/lib/use-resource';
import { Button } from '@/ui/button';
import { FigureNotes } from '@/ui/figure-notes';
import { ResourceState } from '@/ui/resource-state';
import { getSeasonSummary } from '../api/season-api';
import { OffersByTier } from '../components/offers-by-tier';
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
            <SeasonStudents students={data.students} />
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
            <OffersByTier summary={data} />
          </div>
        )}
      </ResourceState>
      <OpenStudent />
    </div>
  );
}

/**
 * The batch in the figures the overview and the report show (one definition each, said under them), then where
 * the others stand: every student is placed, still in the running, opted out or blocked.
 */
function SeasonStudents({ students }: { students: SeasonSummary['students'] }) {
  const year = students.graduationYear;
  return (
    <section className="card" aria-labelledby="season-students">
      <h2 id="season-students">The batch{year ? `, graduating ${academicYear(year)}` : ''}</h2>
      {students.branches && <p className="alert alert--info">{branchScopeText(students.branches)}</p>}
      <StatGrid
        label="Students"
        stats={[
          { label: FIGURES.inBatch.label, value: students.total },
          { label: FIGURES.registered.label, value: ofTheBatch(students.registered, students.total) },
          { label: FIGURES.placed.label, value: students.placed },
          { label: FIGURES.optedInOrPlaced.label, value: students.optedInOrPlaced },
          { label: FIGURES.percentPlaced.label, value: percentOrDash(students.percentPlaced) },
        ]}
      />
      <StatGrid
        label="Students not placed"
        stats={[
          { label: 'Not placed, still in the running', value: students.unplacedEligible },
          { label: 'Not placed, opted out', value: students.optedOut },
          { label: 'Not placed, blocked', value: students.blocked },
        ]}
      />
      {students.otherYears > 0 && <p className="muted">{otherYearsText(students.otherYears)}</p>}
      <FigureNotes
        label="What these figures count"
        figures={['inBatch', 'registered', 'placed', 'optedInOrPlaced', 'percentPlaced']}
      />
      <p className="muted">
        The same figures as the overview and the <Link href={paths.collegeReport}>placement report</Link>.
        Placed, still in the running, opted out and blocked add up to the batch.
      </p>
    </section>
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
