import { useSuspenseQuery } from '@tanstack/react-query';
import { useState, type Dispatch, type SetStateAction } from 'react';
import { Redirect, useLocation } from 'wouter';
import { FormPanel, type FormItem } from '@pidz/ui';
import { Page } from '../../lib/Page';
import { QueryBoundary } from '../../lib/QueryBoundary';
import { ScreenForm } from '../../lib/ScreenForm';
import { showToast } from '../../lib/toasts';
import { profileQuery, type Profile } from './api';
import { profileMessages, type ProfileSection } from './messages';

/** Where every profile edit page returns after a save or cancel. */
export const PROFILE_OVERVIEW = '~/settings/profile';

/** What one edit page of the profile is, given the loaded profile. */
export interface ProfileForm<V extends object> {
  /** The form's fields (spec section 5). */
  items: readonly FormItem<V>[];
  /** Saves the valid values; a rejection (already reported) keeps the input. */
  save: (values: V) => Promise<unknown>;
}

export interface ProfileFormScreenProps<V extends object> {
  /** Which page: its title and its draft key (`profile-<section>`). */
  section: ProfileSection;
  /** Whether the page is for this profile's role; otherwise it returns to the overview. Default all. */
  isFor?: (profile: Profile) => boolean;
  /** The profile as the form's values. */
  toValues: (profile: Profile) => V;
  /**
   * The page's form: a hook, called under the page's QueryBoundary with the profile and the
   * setter of the form's values (for a field that fills in others: the KvK lookup).
   */
  useForm: (profile: Profile, setValues: Dispatch<SetStateAction<V>>) => ProfileForm<V>;
}

/**
 * An edit page of the profile (`/settings/profile/<section>/edit`): the page and its title, the
 * profile loaded under a QueryBoundary, and a ScreenForm (a draft per page that survives a reload,
 * the question before a link leaves unsaved changes, a failed save keeping the input); after a
 * save a toast and back to the overview, as after 'Annuleren'.
 */
export function ProfileFormScreen<V extends object>(props: ProfileFormScreenProps<V>) {
  return (
    <Page title={profileMessages.editTitles[props.section]}>
      <QueryBoundary>
        <ProfileFormBody {...props} />
      </QueryBoundary>
    </Page>
  );
}

function ProfileFormBody<V extends object>({
  isFor = () => true,
  ...props
}: ProfileFormScreenProps<V>) {
  const profile = useSuspenseQuery(profileQuery).data;
  if (!isFor(profile)) return <Redirect to={PROFILE_OVERVIEW} replace />;
  return <ProfileFormFields {...props} profile={profile} />;
}

function ProfileFormFields<V extends object>({
  section,
  toValues,
  useForm,
  profile,
}: Omit<ProfileFormScreenProps<V>, 'isFor'> & { profile: Profile }) {
  const [, navigate] = useLocation();
  const [values, setValues] = useState(() => toValues(profile));
  const form = useForm(profile, setValues);
  const goBack = () => navigate(PROFILE_OVERVIEW);

  return (
    <FormPanel>
      <ScreenForm<V>
        draftKey={`profile-${section}`}
        aria-label={profileMessages.editTitles[section]}
        items={form.items}
        values={values}
        onValuesChange={setValues}
        onSubmit={async (valid) => {
          await form.save(valid);
          showToast({ type: 'success', title: profileMessages.saved });
          goBack();
        }}
        onCancel={goBack}
      />
    </FormPanel>
  );
}
