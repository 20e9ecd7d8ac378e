// Geography the ride search and the legs need, without PostGIS (neither engine has it): a grid of
// 0.01° cells that an ordinary btree index can read; distances are db/great-circle.ts's.
import { earthRadiusKm } from '../../db/great-circle.js';

/** Cells are 0.01° a side: about 1.1 km north-south, less east-west away from the equator. */
const cellsPerDegree = 100;
const longitudeCells = 360 * cellsPerDegree + 1;
const kmPerDegreeOfLatitude = (Math.PI * earthRadiusKm) / 180;

function latitudeIndex(latitude: number): number {
  return Math.floor((latitude + 90) * cellsPerDegree);
}

function longitudeIndex(longitude: number): number {
  return Math.floor((longitude + 180) * cellsPerDegree);
}

/** The integer cell a point falls in (below 2^31, so an integer column holds it). */
export function cellOf(latitude: number, longitude: number): number {
  return latitudeIndex(latitude) * longitudeCells + longitudeIndex(longitude);
}

/**
 * Every cell within `radiusKm` of a point's bounding box: 3 × 3 around Mexico City for 1 km, more
 * east-west at higher latitudes, where a cell is narrower. Rides across the ±180° meridian are not
 * looked for.
 */
export function cellsAround(latitude: number, longitude: number, radiusKm: number): number[] {
  const latitudeDegrees = radiusKm / kmPerDegreeOfLatitude;
  const longitudeDegrees = radiusKm / (kmPerDegreeOfLatitude * Math.max(Math.cos((latitude * Math.PI) / 180), 0.01));
  const cells: number[] = [];
  const lastLatitude = latitudeIndex(Math.min(latitude + latitudeDegrees, 90));
  const lastLongitude = longitudeIndex(Math.min(longitude + longitudeDegrees, 180));
  for (let row = latitudeIndex(Math.max(latitude - latitudeDegrees, -90)); row <= lastLatitude; row++) {
    for (let column = longitudeIndex(Math.max(longitude - longitudeDegrees, -180)); column <= lastLongitude; column++) {
      cells.push(row * longitudeCells + column);
    }
  }
  return cells;
}

export { distanceKm } from '../../db/great-circle.js';
