import type { Language } from './languages.js';

/**
 * Every message the API can answer and every validation message a form can show, once, in the
 * three languages. Schemas carry the key; the server and the web client translate it.
 */
export const messages = {
  // validation
  companyNameRequired: {
    es: 'El nombre de la empresa es obligatorio',
    en: 'The company name is required',
    de: 'Der Firmenname ist erforderlich',
  },
  representativeNameRequired: {
    es: 'El nombre del representante es obligatorio',
    en: 'The representative’s name is required',
    de: 'Der Name der vertretenden Person ist erforderlich',
  },
  emailRequired: { es: 'El correo es obligatorio', en: 'The email is required', de: 'Die E-Mail-Adresse ist erforderlich' },
  emailInvalid: { es: 'El correo no es válido', en: 'The email is not valid', de: 'Die E-Mail-Adresse ist ungültig' },
  passwordRequired: {
    es: 'La contraseña es obligatoria',
    en: 'The password is required',
    de: 'Das Passwort ist erforderlich',
  },
  passwordTooShort: {
    es: 'La contraseña debe tener al menos 8 caracteres',
    en: 'The password must be at least 8 characters long',
    de: 'Das Passwort muss mindestens 8 Zeichen lang sein',
  },
  passwordTooLong: {
    es: 'La contraseña puede tener como máximo 128 caracteres',
    en: 'The password can be at most 128 characters long',
    de: 'Das Passwort darf höchstens 128 Zeichen lang sein',
  },
  passwordsDoNotMatch: {
    es: 'Las contraseñas no coinciden',
    en: 'The passwords do not match',
    de: 'Die Passwörter stimmen nicht überein',
  },
  interestPlanRequired: { es: 'Elige un plan de interés', en: 'Choose a plan you are interested in', de: 'Wählen Sie einen Tarif aus' },
  termsRequired: {
    es: 'Debes aceptar los términos y condiciones',
    en: 'You must accept the terms and conditions',
    de: 'Sie müssen die Nutzungsbedingungen akzeptieren',
  },
  usernameRequired: {
    es: 'Escribe tu correo o teléfono',
    en: 'Enter your email or phone',
    de: 'Geben Sie Ihre E-Mail-Adresse oder Telefonnummer ein',
  },
  textTooLong: { es: 'El texto es demasiado largo', en: 'The text is too long', de: 'Der Text ist zu lang' },
  tokenRequired: { es: 'Falta el código del enlace', en: 'The link code is missing', de: 'Der Link-Code fehlt' },
  languageInvalid: { es: 'Idioma no válido', en: 'Invalid language', de: 'Ungültige Sprache' },
  timeZoneInvalid: { es: 'Zona horaria no válida', en: 'Invalid time zone', de: 'Ungültige Zeitzone' },
  invalidValue: { es: 'Valor no válido', en: 'Invalid value', de: 'Ungültiger Wert' },
  fieldRequired: { es: 'Este campo es obligatorio', en: 'Field value is required', de: 'Dieses Feld ist erforderlich' },
  firstNamesRequired: { es: 'Los nombres son obligatorios', en: 'The first names are required', de: 'Der Vorname ist erforderlich' },
  lastNamesRequired: { es: 'Los apellidos son obligatorios', en: 'The last names are required', de: 'Der Nachname ist erforderlich' },
  addressRequired: { es: 'La dirección es obligatoria', en: 'The address is required', de: 'Die Adresse ist erforderlich' },
  phoneRequired: { es: 'El teléfono es obligatorio', en: 'The phone number is required', de: 'Die Telefonnummer ist erforderlich' },
  phoneInvalid: {
    es: 'El teléfono no es válido. Escribe 10 dígitos, o el número con su código de país (+52 ...)',
    en: 'The phone number is not valid. Enter 10 digits, or the number with its country code (+52 ...)',
    de: 'Die Telefonnummer ist ungültig. Geben Sie 10 Ziffern oder die Nummer mit Ländervorwahl ein (+52 ...)',
  },
  pageInvalid: { es: 'La página debe ser un número mayor que 0', en: 'The page must be a number above 0', de: 'Die Seite muss eine Zahl größer als 0 sein' },
  pageSizeInvalid: {
    es: 'El tamaño de página debe estar entre 1 y 100',
    en: 'The page size must be between 1 and 100',
    de: 'Die Seitengröße muss zwischen 1 und 100 liegen',
  },
  domainInvalid: {
    es: 'Escribe un dominio como empresa.com.mx',
    en: 'Enter a domain such as company.com',
    de: 'Geben Sie eine Domain wie firma.de ein',
  },

  // answers and errors of the API
  invalidInput: {
    es: 'Revisa los datos enviados',
    en: 'Please check the data you sent',
    de: 'Bitte überprüfen Sie die gesendeten Daten',
  },
  malformedBody: {
    es: 'No se pudo leer la solicitud',
    en: 'The request could not be read',
    de: 'Die Anfrage konnte nicht gelesen werden',
  },
  unsupportedMediaType: {
    es: 'Tipo de contenido no admitido',
    en: 'Unsupported content type',
    de: 'Nicht unterstützter Inhaltstyp',
  },
  payloadTooLarge: { es: 'La solicitud es demasiado grande', en: 'The request is too large', de: 'Die Anfrage ist zu groß' },
  notFound: { es: 'No encontrado', en: 'Not found', de: 'Nicht gefunden' },
  unexpectedError: {
    es: 'Ocurrió un error inesperado',
    en: 'An unexpected error occurred',
    de: 'Ein unerwarteter Fehler ist aufgetreten',
  },
  tooManyRequests: {
    es: 'Demasiadas solicitudes. Espera un momento e inténtalo nuevamente.',
    en: 'Too many requests. Wait a moment and try again.',
    de: 'Zu viele Anfragen. Warten Sie einen Moment und versuchen Sie es erneut.',
  },
  concurrentChange: {
    es: 'Alguien más cambió estos datos al mismo tiempo. Inténtalo nuevamente.',
    en: 'Someone else changed this at the same time. Please try again.',
    de: 'Jemand anderes hat diese Daten gleichzeitig geändert. Bitte versuchen Sie es erneut.',
  },
  tooManyAttempts: {
    es: 'Demasiados intentos. Espera {minutes} minutos e inténtalo nuevamente.',
    en: 'Too many attempts. Wait {minutes} minutes and try again.',
    de: 'Zu viele Versuche. Warten Sie {minutes} Minuten und versuchen Sie es erneut.',
  },
  tooManyLoginAttempts: {
    es: 'Demasiados intentos fallidos. Espera {minutes} minutos e inténtalo nuevamente.',
    en: 'Too many failed attempts. Wait {minutes} minutes and try again.',
    de: 'Zu viele Fehlversuche. Warten Sie {minutes} Minuten und versuchen Sie es erneut.',
  },
  emailAlreadyRegistered: {
    es: 'Ya existe una cuenta con este correo',
    en: 'An account with this email already exists',
    de: 'Mit dieser E-Mail-Adresse gibt es bereits ein Konto',
  },
  accountCreated: {
    es: 'Cuenta creada. Te enviamos un correo para verificarlo.',
    en: 'Account created. We sent you an email to verify your address.',
    de: 'Konto erstellt. Wir haben Ihnen eine E-Mail zur Bestätigung gesendet.',
  },
  invalidCredentials: { es: 'Credenciales inválidas', en: 'Invalid credentials', de: 'Ungültige Anmeldedaten' },
  accountPending: {
    es: 'Tu cuenta está pendiente de aprobación por un administrador',
    en: 'Your account is waiting for an administrator’s approval',
    de: 'Ihr Konto wartet auf die Freigabe durch eine Administratorin oder einen Administrator',
  },
  authenticationRequired: {
    es: 'Inicia sesión para continuar',
    en: 'Log in to continue',
    de: 'Melden Sie sich an, um fortzufahren',
  },
  sessionExpired: {
    es: 'Tu sesión terminó. Inicia sesión de nuevo.',
    en: 'Your session has ended. Please log in again.',
    de: 'Ihre Sitzung ist beendet. Bitte melden Sie sich erneut an.',
  },
  crossSiteRefused: {
    es: 'Solicitud rechazada: viene de otro sitio',
    en: 'Request refused: it comes from another site',
    de: 'Anfrage abgelehnt: Sie stammt von einer anderen Website',
  },
  forbidden: {
    es: 'No tienes permiso para hacer esto',
    en: 'You are not allowed to do this',
    de: 'Sie sind dazu nicht berechtigt',
  },
  loggedOut: { es: 'Sesión cerrada', en: 'Logged out', de: 'Abgemeldet' },
  loggedOutEverywhere: {
    es: 'Cerraste sesión en todos los dispositivos',
    en: 'You have been logged out of all devices',
    de: 'Sie wurden auf allen Geräten abgemeldet',
  },
  resetLinkSent: {
    es: 'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña.',
    en: 'If the email is registered, we sent you a link to reset your password.',
    de: 'Falls die E-Mail-Adresse registriert ist, haben wir Ihnen einen Link zum Zurücksetzen gesendet.',
  },
  resetLinkInvalid: {
    es: 'El enlace no es válido o ya expiró. Pide uno nuevo.',
    en: 'The link is invalid or has expired. Request a new one.',
    de: 'Der Link ist ungültig oder abgelaufen. Fordern Sie einen neuen an.',
  },
  passwordChanged: {
    es: 'Contraseña actualizada. Ya puedes iniciar sesión.',
    en: 'Password updated. You can log in now.',
    de: 'Passwort aktualisiert. Sie können sich jetzt anmelden.',
  },
  emailVerified: { es: 'Correo verificado', en: 'Email verified', de: 'E-Mail-Adresse bestätigt' },
  verificationLinkInvalid: {
    es: 'El enlace de verificación no es válido o ya expiró',
    en: 'The verification link is invalid or has expired',
    de: 'Der Bestätigungslink ist ungültig oder abgelaufen',
  },
  verificationSent: {
    es: 'Te enviamos un nuevo enlace de verificación',
    en: 'We sent you a new verification link',
    de: 'Wir haben Ihnen einen neuen Bestätigungslink gesendet',
  },
  configurationSaved: { es: 'Configuración guardada', en: 'Settings saved', de: 'Einstellungen gespeichert' },
  phoneAlreadyRegistered: {
    es: 'Ya existe una cuenta con este teléfono',
    en: 'An account with this phone number already exists',
    de: 'Mit dieser Telefonnummer gibt es bereits ein Konto',
  },
  employeeRegistered: {
    es: 'Empleado {name} registrado exitosamente',
    en: 'Employee {name} registered successfully',
    de: '{name} wurde erfolgreich registriert',
  },
  employeeUpdated: { es: 'Empleado actualizado', en: 'Employee updated', de: 'Person aktualisiert' },
  employeeApproved: { es: 'Empleado aprobado exitosamente', en: 'Employee approved successfully', de: 'Person erfolgreich freigegeben' },
  employeeNotPending: {
    es: 'Este empleado ya estaba aprobado',
    en: 'This employee was already approved',
    de: 'Diese Person war bereits freigegeben',
  },
  employeeRoleUpdated: {
    es: 'Rol de empleado actualizado exitosamente',
    en: 'Employee role updated successfully',
    de: 'Rolle erfolgreich geändert',
  },
  employeeRolePending: {
    es: 'Aprueba al empleado antes de cambiar su rol',
    en: 'Approve the employee before changing their role',
    de: 'Geben Sie die Person frei, bevor Sie ihre Rolle ändern',
  },
  lastActiveAdmin: {
    es: 'La empresa debe conservar al menos un administrador activo',
    en: 'The company must keep at least one active administrator',
    de: 'Das Unternehmen muss mindestens eine aktive Administratorin oder einen aktiven Administrator behalten',
  },
  employeeTrashed: {
    es: 'Empleado movido a la papelera exitosamente',
    en: 'Employee moved to the trash successfully',
    de: 'Person erfolgreich in den Papierkorb verschoben',
  },
  employeeRestored: { es: 'Empleado restaurado', en: 'Employee restored', de: 'Person wiederhergestellt' },
  employeeDeleted: { es: 'Empleado eliminado definitivamente', en: 'Employee deleted for good', de: 'Person endgültig gelöscht' },
  employeeNotInTrash: {
    es: 'Este empleado no está en la papelera',
    en: 'This employee is not in the trash',
    de: 'Diese Person ist nicht im Papierkorb',
  },
  planLimitReached: {
    es: 'Tu {plan} permite hasta {limit} empleados. Cambia de plan para sumar más.',
    en: 'Your plan ({plan}) allows up to {limit} employees. Change your plan to add more.',
    de: 'Ihr Tarif ({plan}) erlaubt bis zu {limit} Personen. Wechseln Sie den Tarif, um weitere hinzuzufügen.',
  },
  joinLinkInvalid: {
    es: 'Este enlace de registro no es válido. Pide uno nuevo a tu empresa.',
    en: 'This sign-up link is not valid. Ask your company for a new one.',
    de: 'Dieser Registrierungslink ist ungültig. Bitten Sie Ihr Unternehmen um einen neuen.',
  },
  joinedPending: {
    es: 'Listo. Un administrador de tu empresa debe aprobar tu cuenta antes de que puedas iniciar sesión.',
    en: 'Done. An administrator of your company must approve your account before you can log in.',
    de: 'Fertig. Eine Administratorin oder ein Administrator Ihres Unternehmens muss Ihr Konto freigeben, bevor Sie sich anmelden können.',
  },
  joinedActive: {
    es: 'Listo. Tu cuenta está activa: ya puedes iniciar sesión en la app de Rumbo.',
    en: 'Done. Your account is active: you can log in to the Rumbo app now.',
    de: 'Fertig. Ihr Konto ist aktiv: Sie können sich jetzt in der Rumbo-App anmelden.',
  },
  joinLinkSaved: { es: 'Enlace de registro actualizado', en: 'Sign-up link updated', de: 'Registrierungslink aktualisiert' },
  importEmpty: { es: 'El archivo no tiene filas', en: 'The file has no rows', de: 'Die Datei enthält keine Zeilen' },
  importTooManyRows: {
    es: 'Importa como máximo 5,000 filas a la vez',
    en: 'Import at most 5,000 rows at a time',
    de: 'Importieren Sie höchstens 5.000 Zeilen auf einmal',
  },
  importDuplicateInFile: {
    es: 'Este valor se repite en otra fila del archivo',
    en: 'This value appears in another row of the file',
    de: 'Dieser Wert kommt in einer anderen Zeile der Datei vor',
  },
  importChecked: {
    es: 'Listas para importar: {valid}. Con errores: {invalid}.',
    en: 'Ready to import: {valid}. With errors: {invalid}.',
    de: 'Bereit zum Import: {valid}. Mit Fehlern: {invalid}.',
  },
  importDone: {
    es: 'Empleados importados: {count}',
    en: 'Employees imported: {count}',
    de: 'Importierte Personen: {count}',
  },
  invitationAccepted: {
    es: 'Contraseña guardada. Ya puedes iniciar sesión.',
    en: 'Password saved. You can log in now.',
    de: 'Passwort gespeichert. Sie können sich jetzt anmelden.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof messages;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messages, value);
}

/** Translates a message key, filling {placeholders}; an unknown key is returned unchanged. */
export function translateMessage(key: string, language: Language, params: Record<string, string | number> = {}): string {
  const template = isMessageKey(key) ? messages[key][language] : key;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}
