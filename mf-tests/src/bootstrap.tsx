// Standalone harness of mf-tests (runs without the shell for its team).
import { mountStandalone } from '@akademi/shared/kit';
import routes from './remote/routes';

mountStandalone({ remoteKey: 'mf_tests', routes });
