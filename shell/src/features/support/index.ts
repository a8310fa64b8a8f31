// Public surface of the support feature: the academy's contact details.
export * from './contact';
