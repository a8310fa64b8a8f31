// Support contact of the sidebar footer, the chatbot's emergency line and /help (spec 1 §2, §9).
// The spec gives no values: these are the demo academy's (.test domain).
export const SUPPORT_PHONE = '0850 000 00 00';
export const SUPPORT_EMAIL = 'destek@akademi.test';
/** Canned support hours (spec 1 §9). */
export const SUPPORT_HOURS = 'Hafta içi 09:00-18:00 (hafta sonu kapalı)';

export const telHref = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;
