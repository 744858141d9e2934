/** The sandbox mail server and the SMTP client the secure site sends its one-time codes with. */
export { startMail, BOUNCE_LOCAL_PART, type MailServer, type MailServerOptions } from './server.ts'
export { sendMail, SmtpError, type OutgoingMail, type SmtpAddress } from './client.ts'
export { extractCode, extractLinks, type MailMessage, type MailFilter } from './mailbox.ts'
