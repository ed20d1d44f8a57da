/**
 * What other parts of the app may use from viewings: the dashboards' list of the user's own requests, and
 * a host's list of the requests made for their listings.
 */
export { HostedViewingRequests } from './hosted-viewing-requests';
export { MyViewingRequests } from './my-viewing-requests';
