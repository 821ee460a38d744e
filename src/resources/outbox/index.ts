/** The staff mail outbox page. */
export { OutboxPage } from './OutboxPage';
