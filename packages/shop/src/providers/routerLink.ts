import type { LinkSettings } from '@hemma/ui';
import { Link } from 'react-router';

/**
 * React Router's Link as ui's LinkProvider takes it: the app's shell and the test providers set
 * it. A module of its own, so the shell that imports it takes no provider code along.
 */
export const routerLink = Link as LinkSettings['linkComponent'];
