import type { SessionUser } from '@rumbo/contract';

/** The demo company's passenger as the session knows her: a rider, not an administrator. */
export const passenger: SessionUser = {
  idEmployee: '5b0e3c1d-7a2f-4e6b-9c8d-1f2a3b4c5d6e',
  fullName: 'Paola Ramírez',
  email: 'pasajera@demo.rumbo.mx',
  enterpriseId: '7d3c2b1a-0f9e-4d8c-b7a6-5e4d3c2b1a09',
  isAdmin: false,
  emailVerified: true,
};
