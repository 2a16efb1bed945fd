export { errorMessages, combineClientError } from './client/errors';
