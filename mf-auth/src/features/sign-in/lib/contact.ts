// Company contact shown in the sign-in footer (spec 1 §2 "Sign-in screen"). The spec gives no
// values: these are the demo academy's (.test domain), kept in one place for a real deployment.
export const COMPANY_PHONE = '0850 000 00 00';
export const COMPANY_EMAIL = 'info@akademi.test';
