import { useState } from 'react';
import { useField, useForm } from 'react-final-form';
import type { CompanyJob } from '@/lib/api/portal-contract';
import { TEXT_MAX_LENGTH } from '@/lib/constants';
import { countText, plural } from '@/lib/count-text';
import { FieldShell } from '@/ui/form/field-shell';
import { SelectField } from '@/ui/form/select-field';
import type { DriveFormValues } from '../../model/drive-form-values';

export type ProposalValues = DriveFormValues & { collegeId: string; jobId: string };

/** One page of the colleges whose name matches what the company typed (the server pages and searches them). */
export interface CollegeChoices {
  query: string;
  onQuery: (query: string) => void;
  colleges: readonly College[];
  /** How many colleges match in all. */
  total: number;
}

interface College {
  id: string;
  name: string;
}

/** Which college and which of the company's jobs a proposal is for; a job fills in its title, place and text. */
export function ProposalPicker({ choices, jobs }: { choices: CollegeChoices; jobs: readonly CompanyJob[] }) {
  const form = useForm<ProposalValues>();
  const picked = useField<string>('collegeId', { subscription: { value: true } }).input.value;
  // The chosen college stays a choice while the search shows others.
  const [chosen, setChosen] = useState<College>();
  const options = [
    ...(chosen && chosen.id === picked && !choices.colleges.some((college) => college.id === picked)
      ? [chosen]
      : []),
    ...choices.colleges,
  ];
  const shown = choices.colleges.length;
  return (
    <>
      <FieldShell
        label="Find a college"
        hint={
          choices.total > shown
            ? `${shown} of ${countText(choices.total, 'college')} shown: type more of the name to narrow them`
            : `${countText(choices.total, 'college')} ${plural(choices.total, 'matches', 'match')}`
        }
      >
        {(a11y) => (
          <input
            {...a11y}
            className="field__input"
            type="search"
            value={choices.query}
            maxLength={TEXT_MAX_LENGTH.shortText}
            onChange={(event) => choices.onQuery(event.target.value)}
          />
        )}
      </FieldShell>
      <SelectField
        name="collegeId"
        label="College"
        placeholder="Choose a college"
        options={options.map((college) => ({ value: college.id, label: college.name }))}
        required
        onValueChange={(id) => setChosen(options.find((college) => college.id === id))}
      />
      <SelectField
        name="jobId"
        label="From your job"
        placeholder="Choose one of your jobs"
        options={jobs.map((job) => ({ value: job.id, label: `${job.title} (${job.location})` }))}
        required
        onValueChange={(id) => {
          const job = jobs.find((candidate) => candidate.id === id);
          if (!job) return;
          form.batch(() => {
            form.change('title', job.title);
            form.change('location', job.location);
            form.change('description', job.description);
          });
        }}
      />
    </>
  );
}

export function proposalPickerErrors(values: ProposalValues): Record<string, string> {
  return {
    ...(values.collegeId ? {} : { collegeId: 'Choose the college' }),
    ...(values.jobId ? {} : { jobId: 'Choose the job this drive is for' }),
  };
}
