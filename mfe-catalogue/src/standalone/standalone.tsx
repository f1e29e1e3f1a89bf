import { mountStandalone } from 'shared-ui';
import remote from '../routes.tsx';

mountStandalone(remote, document.getElementById('root')!);
