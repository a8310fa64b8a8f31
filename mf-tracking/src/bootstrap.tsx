// Standalone harness of mf-tracking (runs without the shell for its team).
import { mountStandalone } from '@akademi/shared/kit';
import routes from './remote/routes';

mountStandalone({ remoteKey: 'mf_tracking', routes, indexPath: '/tracking' });
