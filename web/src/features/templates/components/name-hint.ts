/** docs/requirements.md#results-5: a hint only, nothing is enforced. */
export const NAME_HINT = 'Template and file names should have no spaces or special symbols';
