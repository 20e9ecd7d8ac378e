import type { Translation } from '@/lib/i18n/translation';
import type { es } from './es';

/** The texts of the riders' app (the `riders` namespace) in English, translated by meaning from es.ts. */
export const en: Translation<typeof es> = {
  riders: {
    tabs: { label: 'App sections', home: 'Home', rides: 'My rides' },
    logout: 'Log out',
    adminPortal: 'Administration portal',
    home: {
      title: 'Your shared rides',
      next: 'Your next ride',
      recent: 'Your latest rides',
      seeAll: 'See all my rides',
    },
    rides: {
      title: 'My rides',
      upcoming: 'Upcoming',
      past: 'Past',
      noUpcoming: 'You have no upcoming rides.',
      noPast: 'You have no past rides yet.',
    },
    impact: {
      title: 'Your impact this month',
      rides_one: 'ride that counts',
      rides_other: 'rides that count',
      sharedKm: 'km shared',
      co2: 'kg of CO₂ avoided',
      explained: 'Worked out as your company’s report does: your share of the car km avoided, times {{factor}} kg CO₂e per km.',
      loadError: 'We could not work out your impact.',
    },
    empty: {
      title: 'You have no rides yet',
      text: 'When you book a seat in a colleague’s car, or take someone in yours, your rides show here with the CO₂ you avoid and whether they count in your company’s report.',
    },
    loading: 'Loading your rides…',
    loadError: 'We could not load your rides.',
    ride: {
      asDriver: 'Driving',
      asPassenger: 'Passenger',
      driverIs: '{{name}} drives you',
      passengersAre: 'You take {{names}}',
      noPassengers: 'No passengers',
      route: 'From {{from}} to {{to}}',
      sharedKm: 'A {{km}} km ride',
    },
    status: {
      WAITING_CONFIRMATION: 'Waiting for the driver to confirm',
      CONFIRMED: 'Confirmed',
      CANCELLED: 'Cancelled',
      COMPLETED_PENDING_VALIDATION: 'Done, arrival not confirmed yet',
      VALIDATED: 'Done and confirmed',
    },
    verdict: {
      counts: 'Counts in the report (class {{proofClass}})',
      notCounting: 'Does not count: {{reasons}}',
      separator: '; ',
    },
    reasons: {
      cancelled: 'it was cancelled',
      notConfirmed: 'the driver did not confirm the booking',
      notCompleted: 'the ride was not marked as done',
      notValidated: 'the arrival was not confirmed',
      shortLeg: 'the shared stretch was under 2 km',
      tooManyTripsInADay: 'it was the fourth ride or more of that day',
      samePeopleWithin30Minutes: 'the same ride was recorded twice within 30 minutes',
      lateData: 'the ride’s data arrived more than 24 hours later',
    },
  },
};
