import { loadable } from '@/lib/loadable';

/**
 * The driver's km field, its code fetched apart: only a driver finishing a ride shows it, and
 * Mantine's text input would otherwise be 5 KiB of every ride-day's first load (a passenger's too).
 * Fetched ahead with the day's steps when a ride will show it (fetchRideDayFor).
 */
export const vehicleKmField = loadable(() => import('./vehicle-km-field').then((module) => module.VehicleKmField));
