// Standalone harness of mf-admin (runs without the shell for its team).
import { mountStandalone } from '@akademi/shared/kit';
import routes from './remote/routes';

mountStandalone({ remoteKey: 'mf_admin', routes });
