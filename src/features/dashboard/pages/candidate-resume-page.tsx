import { dateText } from '@/lib/text/job-format';
import { useResource } from '@/lib/use-resource';
import { ResourceState } from '@/ui/resource-state';
import { downloadMyResume, getMyProfile } from '../api/candidate-api';
import { DownloadButton } from '../components/download-button';
import { ResumeUploadForm } from '../components/resume-upload-form';
import { ScreenHeader } from '@/ui/screen/screen-header';
import { fileSizeText } from '@/lib/text/file-size';
import { useResumeLabel } from '../model/use-resume-label';
import '../components/dashboard.css';

/** /student/resume: the current resume file, and a replacement with the registration form's rules. */
export default function CandidateResumePage() {
  const label = useResumeLabel();
  const profile = useResource('my-profile', () => getMyProfile(), { keepPrevious: true });
  return (
    <div className="screen">
      <ScreenHeader
        title={label}
        intro="Companies download this file when they look at your profile or your applications."
      />
      <section className="card" aria-labelledby="current-resume">
        <h2 id="current-resume">Current file</h2>
        <ResourceState resource={profile} label={label}>
          {({ profile: { resume } }) =>
            resume ? (
              <div className="resume-row">
                <p>
                  <strong>{resume.name}</strong> ({fileSizeText(resume.size)}), updated{' '}
                  {dateText(resume.uploadedAt)}
                </p>
                <DownloadButton
                  label="Download"
                  subject={resume.name}
                  download={() => downloadMyResume(resume.name)}
                />
              </div>
            ) : (
              <p className="muted">You have not uploaded a {label.toLowerCase()} yet.</p>
            )
          }
        </ResourceState>
      </section>
      <section className="card" aria-labelledby="replace-resume">
        <h2 id="replace-resume">{profile.data?.profile.resume ? 'Replace it' : 'Upload one'}</h2>
        <ResumeUploadForm resumeLabel={label} onUploaded={profile.reload} />
      </section>
    </div>
  );
}
