import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { toast } from 'sonner';
import type { OwnProfile } from '@/lib/api/profile-contract';
import { portalErrorMessage } from '@/lib/api/portal-errors';
import { TEXT_MAX_LENGTH } from '@/lib/constants';
import { CONTACT_KEPT_DAYS } from '@/lib/season/contact-sharing';
import { Button } from '@/ui/button';
import { ErrorBox } from '@/ui/error-box';
import { CheckboxField } from '@/ui/form/checkbox-field';
import { PhoneField } from '@/ui/form/phone-field';
import { SUBMIT_FOCUS } from '@/ui/form/submit-focus';
import { TextField } from '@/ui/form/text-field';
import { updateOwnProfile } from '../api/season-api';
import {
  buildProfileUpdate,
  profileFormErrors,
  profileFormValues,
  type ProfileFormValues,
} from '../model/profile-form-values';

/** What the student may change themselves: phone, skills, and whether companies may find them. */
export function ProfileForm({ profile, onSaved }: { profile: OwnProfile; onSaved: () => void }) {
  return (
    <Form<ProfileFormValues>
      initialValues={profileFormValues(profile)}
      decorators={SUBMIT_FOCUS}
      validate={profileFormErrors}
      onSubmit={async (values) => {
        try {
          await updateOwnProfile(buildProfileUpdate(values));
        } catch (error) {
          return { [FORM_ERROR]: portalErrorMessage(error) };
        }
        toast.success('Profile saved');
        onSaved();
        return undefined;
      }}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <form className="profile-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
          <PhoneField name="phone" label="Phone number" />
          <TextField
            name="skills"
            label="Skills"
            hint="Separate skills with commas, e.g. Embedded C, PCB design, Verilog."
            maxLength={TEXT_MAX_LENGTH.skills}
          />
          <div className="profile-form__discoverable">
            <CheckboxField name="discoverable" label="Show my e-mail, phone and resume to every company" />
            <p className="muted">
              Companies find your profile either way. Off: only companies you apply to see your e-mail, phone
              and resume, while the application is in progress and for {CONTACT_KEPT_DAYS} days after it ends.
              On: every company sees them.
            </p>
          </div>
          <ErrorBox message={submitError as string | undefined} />
          <Button type="submit" busy={submitting}>
            {submitting ? 'Saving...' : 'Save profile'}
          </Button>
        </form>
      )}
    </Form>
  );
}
