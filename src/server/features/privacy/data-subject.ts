/** The person whose data is read or erased: their account id and the email they signed up with. */
export interface DataSubject {
  userId: string;
  email: string;
}
