import { AuthLayout } from './components/auth-layout.tsx';
import { LoginForm } from './components/login-form.tsx';

/** /login, and every signed-out path other than the landing page and the password pages (docs/requirements.md#core-2). */
export function LoginPage() {
  return (
    <AuthLayout title="Sign in" description="Welcome back. Sign in to see your farms' audits and risks.">
      <LoginForm />
    </AuthLayout>
  );
}
