export type { LinkedAccountMention, Mail } from './mail-templates';
export { type Mailer, createMailer } from './mailer';
