import { expect, test } from '@playwright/test';
import { companyEndpoints } from '@aquarisk/contract/endpoints/company.endpoints';
import { ssoEndpoints } from '@aquarisk/contract/endpoints/sso.endpoints';
import { ssoMessages } from '@aquarisk/contract/sso-messages';
import { startTestProvider } from '../../../server/test/oidc-test-provider.ts';
import { callApi } from '../../fixtures/api.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';
import { FIRST_SCREEN_TIMEOUT, apiSignIn, openSignedIn } from '../../fixtures/session.ts';

/**
 * Single sign-on (issue 28 item 4) in a real browser: a real OpenID provider (oidc-provider, in this process on
 * 127.0.0.1) with its own login form; the company and its domain are this journey's own.
 */
test('a user of the company’s domain signs in through its provider and lands in the company', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const idp = await startTestProvider(`${baseURL}/sso/callback`);
  try {
    const admin = await apiSignIn(request, 'admin@example.com');
    const tag = Math.random().toString(36).slice(2, 8);
    const company = await callApi(request, admin.accessToken, companyEndpoints.create, { body: { name: `SSO Fjord ${tag}` } });
    const domain = `sso-${tag}.example`;
    await callApi(request, admin.accessToken, ssoEndpoints.putConfig, {
      params: { id: company.externalId },
      body: {
        issuer: idp.issuer,
        clientId: idp.clientId,
        clientSecret: idp.clientSecret,
        domains: [domain, `pending-${tag}.example`],
        roles: ['ROLE_MANAGER'],
        enabled: true,
      },
    });
    // A claimed domain routes nobody until it is proved (issue 37 item 20): here an Aquarisk administrator approves it.
    await callApi(request, admin.accessToken, ssoEndpoints.verifyDomain, { params: { id: company.externalId, domain } });
    const email = `ann.${tag}@${domain}`;
    idp.accounts.set(email, { email, email_verified: true, name: 'Ann Fjord' });

    await page.goto('/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: ssoMessages.signInButton }).click();
    // The provider's own page: the login is filled from the hint; any password signs in there.
    await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
    if (testInfo.project.name === 'sqlite') await saveScreenshot(page, testInfo, 'sso-provider-login');
    await page.getByPlaceholder('and password').fill('any');
    await page.getByRole('button', { name: 'Sign-in' }).click();

    await expect(page).toHaveURL(`${baseURL}/`, { timeout: FIRST_SCREEN_TIMEOUT });
    await expect(page.getByLabel('Current company')).toHaveText(company.name, { timeout: FIRST_SCREEN_TIMEOUT });

    // The admin's settings screen for this company: never the secret.
    const settings = await page.context().newPage();
    await openSignedIn(settings, 'admin@example.com', `/companies/${company.externalId}/sso`, company);
    await expect(settings.getByLabel('Issuer')).toHaveValue(idp.issuer);
    await expect(settings.getByLabel('Client secret')).toHaveValue('');
    const claims = settings.getByLabel('Domain verification');
    await expect(claims).toContainText(`${domain}${ssoMessages.domainVerified}`);
    // the domain nobody proved: pending, with the record to publish and its Verify button
    await expect(claims).toContainText(
      `pending-${tag}.example${ssoMessages.domainPending}${ssoMessages.domainProof}_aquarisk.pending-${tag}.example`,
    );
    await expect(settings.getByRole('button', { name: `${ssoMessages.verifyDomain} pending-${tag}.example` })).toBeVisible();
    if (testInfo.project.name === 'sqlite') {
      await settings.getByRole('button', { name: 'Test discovery' }).click();
      await expect(settings.getByText(ssoMessages.discoveryOk)).toBeVisible();
      await saveScreenshot(settings, testInfo, 'sso-settings');
    }
  } finally {
    await idp.close();
  }
});

test('an e-mail of no SSO domain is told to use its password', async ({ page }, testInfo) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('someone@no-sso.example');
  await page.getByRole('button', { name: ssoMessages.signInButton }).click();
  await expect(page.getByRole('alert')).toHaveText(ssoMessages.noSso);
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  if (testInfo.project.name === 'sqlite') await saveScreenshot(page, testInfo, 'sso-login-no-domain');
});
