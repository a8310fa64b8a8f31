// Standalone harness of mf-auth (runs on 3001 without the shell).
import { mountStandalone } from '@akademi/shared/ui-layout';
import routes from './remote/routes';

mountStandalone({ remoteKey: 'mf_auth', routes });
