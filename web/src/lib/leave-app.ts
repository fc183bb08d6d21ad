/** Sends the browser to another site (a company's sign-in provider); the app's state goes with the page. */
export function leaveApp(url: string): void {
  window.location.assign(url);
}
