export const INBOUND_MAIL_JOB = 'inbound-mail';
