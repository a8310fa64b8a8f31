// Standalone harness of mf-reports (runs without the shell for its team).
import { mountStandalone } from '@akademi/shared/kit';
import routes from './remote/routes';

mountStandalone({ remoteKey: 'mf_reports', routes });
