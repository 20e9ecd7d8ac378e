/** The texts of the company location feature (the `companyLocation` namespace) in Spanish, the reference language: en.ts and de.ts have exactly these keys. */
export const es = {
  companyLocation: {
    title: 'Ubicación de la empresa',
    subtitle: 'La sede principal de tu empresa, el lugar al que tus empleados van a trabajar. Rumbo la usará para medir sus viajes al trabajo.',
    backToProfile: 'Volver al perfil',
    loading: 'Cargando...',
    loadFailed: 'No pudimos cargar la ubicación de la empresa.',
    saveFailed: 'No pudimos guardar la ubicación.',
    address: 'Dirección',
    addressHint: 'Calle, número, colonia, ciudad y estado, como se la darías a alguien para llegar.',
    addressFromProfile: 'La tomamos de la dirección del perfil de tu empresa. Revísala y guárdala.',
    coordinates: 'Coordenadas (opcional)',
    coordinatesHint: 'Ubican la sede con precisión en el mapa. Escribe las dos, en grados con punto decimal, o deja las dos vacías; puedes copiarlas de cualquier app de mapas.',
    latitude: 'Latitud',
    latitudeHint: 'De -90 a 90, por ejemplo 19.4326',
    longitude: 'Longitud',
    longitudeHint: 'De -180 a 180, por ejemplo -99.1332',
    save: 'Guardar ubicación',
  },
};
