/** What other parts of the app may use from viewings: the dashboard's list of the user's requests. */
export { MyViewingRequests } from './my-viewing-requests';
