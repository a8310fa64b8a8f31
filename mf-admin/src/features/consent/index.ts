// Guardian consent for staff (issue 26): what other features of mf-admin use.
export { ConsentCell, ConsentTag } from './components/ConsentCell';
export { useGetConsentStatusesQuery } from './api/consent-api';
