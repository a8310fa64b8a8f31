// Standalone harness of mf-auth (runs on 3001 without the shell).
import { mountStandalone } from '@akademi/shared/kit';
import routes from './remote/routes';

mountStandalone({ remoteKey: 'mf_auth', routes });
