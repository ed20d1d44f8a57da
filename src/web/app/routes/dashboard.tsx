import {
  AbodeCityConsultationsCard,
  AbodeCityQuoteQueueCard,
  MyAbodeCityQuotesCard,
} from '@web/features/abode-city';
import { AuditTrailCard } from '@web/features/audit-trail';
import { MoneyOverviewCard } from '@web/features/back-office';
import { BankStatementImportCard } from '@web/features/bank-deposits';
import { ChatInboxCard } from '@web/features/chat';
import { ContactInboxCard } from '@web/features/contact';
import { DashboardEntry } from '@web/features/dashboards';
import { MyServiceRequests } from '@web/features/home-services';
import { KycReviewQueue } from '@web/features/kyc';
import { ListingModerationCard } from '@web/features/listing-moderation';
import { ListingReviewCard } from '@web/features/listing-review';
import { FavouriteHomes, ListedStat, MyViewingRequests } from '@web/features/listings';
import { RentAdvanceDecisionsCard } from '@web/features/rent-advances';
import { LenderBookCard, OkoaRentQueueCard } from '@web/features/rent-financing';
import { MyApplicationsCard } from '@web/features/rental-applications';
import { SuspensePaymentsCard } from '@web/features/suspense-payments';
import { MyRentalsStat } from '@web/features/tenancy';
import { UsersCard } from '@web/features/user-admin';

/** /dashboard: sends each role to its dashboard; the superadmin's is the generic one, here. */
export default function DashboardRoute() {
  return (
    <DashboardEntry
      stats={
        <>
          <ListedStat label="listedProperties" />
          <MyRentalsStat />
        </>
      }
    >
      {/* The back office's queues first. */}
      <KycReviewQueue />
      <ListingReviewCard />
      <ListingModerationCard />
      <SuspensePaymentsCard />
      <BankStatementImportCard />
      <MoneyOverviewCard />
      <OkoaRentQueueCard />
      <RentAdvanceDecisionsCard />
      <LenderBookCard />
      <AbodeCityQuoteQueueCard />
      <AbodeCityConsultationsCard />
      <ChatInboxCard />
      <ContactInboxCard />
      <UsersCard />
      <MyApplicationsCard hideWhenEmpty />
      <MyViewingRequests />
      <FavouriteHomes />
      <MyServiceRequests />
      <MyAbodeCityQuotesCard />
      <AuditTrailCard />
    </DashboardEntry>
  );
}
