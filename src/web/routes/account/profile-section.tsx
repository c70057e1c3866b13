import { useState, type FormEvent } from 'react';
import type { Profile } from '../../../domain/account';
import { toast } from '../../lib/toast';
import { useChangePassword, useProfile, useSaveProfile } from '../../api/account';
import { ApiError } from '../../api/http';
import { Button } from '../../components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/card';
import { FormField } from '../../components/form-field';
import { Input } from '../../components/input';

function fieldErrors(error: unknown): Record<string, string> {
  if (error instanceof ApiError) return { ...error.fields, form: error.message };
  return { form: 'Something went wrong; please try again' };
}

export function ProfileSection() {
  const { data } = useProfile();
  // The form starts from the stored profile; it mounts once the profile is there.
  return data ? <ProfileForm profile={data} /> : null;
}

function ProfileForm({ profile }: { profile: Profile }) {
  const data = profile;
  const save = useSaveProfile();
  const [name, setName] = useState(profile.name);
  const [businessName, setBusinessName] = useState(profile.businessName ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate(
      { name, businessName: businessName.trim() || null },
      {
        onSuccess: () => toast.success('Profile saved'),
        onError: (error) => setErrors(fieldErrors(error)),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>{data ? `${data.email} · @${data.username}` : ' '}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={onSubmit}
          noValidate
          aria-label="Profile"
          className="grid gap-4 sm:grid-cols-2"
        >
          <FormField id="profile-name" label="Name" error={errors.name}>
            {(aria) => <Input {...aria} value={name} onChange={(e) => setName(e.target.value)} />}
          </FormField>
          <FormField
            id="profile-business"
            label="Business name"
            hint="Signs the summary letter of your submission packages."
            error={errors.businessName}
          >
            {(aria) => (
              <Input
                {...aria}
                value={businessName}
                onChange={(e) => setBusinessName(e.target.value)}
              />
            )}
          </FormField>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save profile'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

export function PasswordSection() {
  const change = useChangePassword();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrent('');
          setNew('');
          toast.success('Password changed');
        },
        onError: (error) => setErrors(fieldErrors(error)),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Password</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={onSubmit}
          noValidate
          aria-label="Change password"
          className="grid gap-4 sm:grid-cols-2"
        >
          <FormField id="current-password" label="Current password" error={errors.currentPassword}>
            {(aria) => (
              <Input
                {...aria}
                type="password"
                autoComplete="current-password"
                value={currentPassword}
                onChange={(e) => setCurrent(e.target.value)}
              />
            )}
          </FormField>
          <FormField
            id="new-password"
            label="New password"
            hint="At least 12 characters."
            error={errors.newPassword}
          >
            {(aria) => (
              <Input
                {...aria}
                type="password"
                autoComplete="new-password"
                value={newPassword}
                onChange={(e) => setNew(e.target.value)}
              />
            )}
          </FormField>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={change.isPending}>
              Change password
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
