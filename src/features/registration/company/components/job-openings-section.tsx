import { plural } from '@/lib/count-text';
import { useEffect, useId, useRef, useState } from 'react';
import { useField, useForm } from 'react-final-form';
import { MSG } from '@/lib/validation/messages';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ResultDialog } from '@/ui/result-dialog';
import { FormSection } from '../../shared/form-section';
import { newJobPost, type JobPostValues } from '../model/company-form-values';
import { JobPostCard } from './job-post-card';

interface JobOpeningsSectionProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Section 4: the repeatable job posts, collapsible, with a count badge (at least one post always remains). */
export function JobOpeningsSection({ open, onOpenChange }: JobOpeningsSectionProps) {
  const form = useForm();
  const jobs = useField<JobPostValues[]>('jobs', { subscription: { value: true } }).input.value || [];
  const [pendingDelete, setPendingDelete] = useState<string | null>(null);
  const [lastPostWarning, setLastPostWarning] = useState(false);
  const [added, setAdded] = useState<JobPostValues | null>(null);
  const addRow = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const count = jobs.length;

  // react-final-form sets a field that registers for the first time to its initial value. A post added at a
  // position the initial values (a restored draft) once filled would start with that old post's data, so the
  // new post's empty values are put back once its fields have registered (child effects run first).
  useEffect(() => {
    if (!added) return;
    const current = form.getState().values as { jobs?: JobPostValues[] };
    const index = current.jobs?.findIndex((job) => job.id === added.id) ?? -1;
    if (index >= 0) form.change(`jobs[${index}]`, added);
  }, [added, form]);

  function requestDelete(id: string) {
    if (count <= 1) setLastPostWarning(true);
    else setPendingDelete(id);
  }

  function confirmDelete() {
    form.change(
      'jobs',
      jobs.filter((job) => job.id !== pendingDelete),
    );
    setPendingDelete(null);
    // The Delete button that opened the dialog is gone; continue from the Add button.
    requestAnimationFrame(() => addRow.current?.querySelector('button')?.focus());
  }

  function addPost() {
    const post = newJobPost();
    form.change('jobs', [...jobs, post]);
    setAdded(post);
  }

  return (
    <FormSection
      number={4}
      title="Job Openings"
      description="Leave a post empty to skip it; a post you fill in needs a role and a job title."
      actions={
        <div className="job-openings__controls">
          <span className="count-badge">
            {count}
            <span className="visually-hidden"> job {plural(count, 'post')}</span>
          </span>
          <Button
            variant="secondary"
            size="small"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => onOpenChange(!open)}
          >
            {open ? 'Hide' : 'Show'}
            <span className="visually-hidden"> job openings</span>
          </Button>
        </div>
      }
    >
      {/* Hidden rather than unmounted: the posts stay registered, so their rules still run on submit. */}
      <div id={panelId} className="job-openings__panel" hidden={!open}>
        {jobs.map((job, index) => (
          <JobPostCard
            // Keyed by position, like final-form-arrays: a mounted row never changes its field names. Renaming
            // fields on delete would re-register them, and react-final-form then resets a re-registered field
            // to its initial value, wiping the data of the rows that moved up.
            key={index}
            name={`jobs[${index}]`}
            number={index + 1}
            autoFocus={job.id === added?.id}
            onDelete={() => requestDelete(job.id)}
          />
        ))}
        <div ref={addRow}>
          <Button variant="secondary" onClick={addPost}>
            <span aria-hidden="true">+ </span>Add job post
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Delete job post"
        message={MSG.deleteJobPost}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
      <ResultDialog
        open={lastPostWarning}
        type="warning"
        title={MSG.cannotDeleteTitle}
        message={MSG.lastJobPost}
        onClose={() => setLastPostWarning(false)}
      />
    </FormSection>
  );
}
