// The service's one distance between two points, in JavaScript and in SQL: the ride search, the legs'
// km and the reports' figures all measure on this sphere with this formula (neither engine has PostGIS).
// It sits in db/ rather than in a feature because trips and reports both need it and trips calls reports.
import { sql, type SQL } from 'drizzle-orm';

/** The mean Earth radius (IUGG), in km. */
export const earthRadiusKm = 6371.0088;

type Point = { latitude: number; longitude: number };
type PointSql = { latitude: SQL; longitude: SQL };

/** Great-circle (haversine) distance in km. */
export function distanceKm(from: Point, to: Point): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const a =
    Math.sin(radians(to.latitude - from.latitude) / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(radians(to.longitude - from.longitude) / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** `distanceKm` as an SQL expression (float8), over columns or parameters. */
export function distanceKmSql(from: PointSql, to: PointSql): SQL {
  return sql`(2 * ${sql.raw(String(earthRadiusKm))}::float8 * asin(least(1, sqrt(
    power(sin(radians(${to.latitude} - ${from.latitude}) / 2), 2)
    + cos(radians(${from.latitude})) * cos(radians(${to.latitude})) * power(sin(radians(${to.longitude} - ${from.longitude}) / 2), 2)))))`;
}

/** A journey's own points as the SQL of its table aliased `alias`. */
export function journeyPointsSql(alias: string): { origin: PointSql; destination: PointSql } {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return {
    origin: { latitude: column('origin_latitude'), longitude: column('origin_longitude') },
    destination: { latitude: column('destination_latitude'), longitude: column('destination_longitude') },
  };
}
