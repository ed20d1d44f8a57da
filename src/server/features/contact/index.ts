/** The contact feature's public face: its routes, its jobs, the overview's figures and the demo messages. */
export { contactDetailsRoutes, contactRoutes } from './contact-routes';
export { seedContactMessages } from './demo/seed-demo-contact-messages';
export { countContactMessages } from './count-contact-messages';
export { registerContactJobs } from './register-contact-jobs';
