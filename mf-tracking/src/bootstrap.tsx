// Standalone harness of mf-tracking (runs without the shell for its team).
import { mountStandalone } from '@akademi/shared/ui-layout';
import routes from './remote/routes';

mountStandalone({ remoteKey: 'mf_tracking', routes, indexPath: '/tracking' });
