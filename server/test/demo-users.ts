/** Demo accounts of DECISIONS.md ("Demo data"); all use the password demo-password. */
export const ADMIN = 'admin@example.com';
export const COMPANY = 'company@example.com';
export const AUDITOR = 'auditor@example.com';
export const MANAGER = 'manager@example.com';
export const FARMER = 'farmer@example.com';
export const VIEWER = 'viewer@example.com';
/** ROLE_COMPANY of Pacific Shellfish Co, the second company. */
export const OTHER = 'other@example.com';

export const AURORA = 'Aurora Aquaculture';
export const PACIFIC = 'Pacific Shellfish Co';
