import { AuthLayout } from './components/auth-layout.tsx';
import { ForgotPasswordForm } from './components/forgot-password-form.tsx';
import { shellLabels } from '@aquarisk/contract/messages';

/** /forgotpassword: 'Recover password' (docs/requirements.md#core-2). */
export function ForgotPasswordPage() {
  return (
    <AuthLayout title={shellLabels.recoverPassword} description="Enter your e-mail and we will send you a link to set a new password.">
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
