export type { Mail } from './mail-templates';
export { type Mailer, createMailer } from './mailer';
