import { shellLabels } from '@aquarisk/contract/messages';
import { AuthLayout } from './components/auth-layout.tsx';
import { ResetPasswordForm } from './components/reset-password-form.tsx';

/** /reset/:guid, the link mailed by 'Recover password' (docs/requirements.md#core-2). */
export function ResetPasswordPage() {
  return (
    <AuthLayout title={shellLabels.resetPassword} description="Choose a new password of at least 8 characters.">
      <ResetPasswordForm />
    </AuthLayout>
  );
}
