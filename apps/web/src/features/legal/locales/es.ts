/**
 * The texts of the legal pages (the `legal` namespace) in Spanish, the reference language: en.ts and
 * de.ts have exactly these keys. A section's `text` is read by legal-text.ts: one paragraph per line,
 * lines starting with "- " form a list, and <b>, <terms>, <privacy> and <mail> mark bold text and links.
 */
export const es = {
  legal: {
    updated: 'Última actualización: 24 de noviembre de 2026',
    contents: 'Contenido',
    otherDocuments: 'Documentos legales',
    backToTop: 'Volver al inicio de la página',
    contact: 'Dudas sobre estos textos: <mail>{{email}}</mail>',
  },
  terms: {
    title: 'Términos y condiciones',
    intro: [
      'Estos términos explican cómo funciona Rumbo y qué esperamos de tu empresa y de nosotros. Al registrar tu empresa y marcar «Acepto los términos y condiciones», los aceptas en nombre de ella.',
      'Léelos con calma: están escritos para que los entienda quien administra Rumbo en una empresa, no solo un abogado.',
    ].join('\n'),
    sections: {
      service: {
        title: 'Qué es Rumbo',
        text: [
          'Rumbo es un servicio para que las empresas organicen el carpooling (viajes compartidos) de sus empleados al trabajo y de regreso.',
          '- Los <b>administradores</b> de tu empresa usan este portal web: registran a las personas, aprueban a quienes se unen con el enlace de la empresa, definen las reglas de los viajes y pagan el plan.',
          '- Los <b>empleados</b> usan la app móvil de Rumbo para ofrecer lugares en su auto o pedir uno, y en el portal solo pueden consultar y corregir sus propios datos.',
          'Rumbo conecta a personas de tu empresa que van por el mismo rumbo. No es una empresa de transporte: no tiene vehículos ni conductores.',
        ].join('\n'),
      },
      accounts: {
        title: 'Tu cuenta y quién puede usarla',
        text: [
          'La persona que registra la empresa se convierte en su primer administrador y actúa en nombre de la empresa. Al registrarla confirmas que tienes autorización para hacerlo y para aceptar estos términos.',
          'Cada cuenta es personal. Para cuidarla:',
          '- Guarda tu contraseña en secreto y no la compartas, ni siquiera con otros administradores: cada quien puede tener su propia cuenta.',
          '- Activa la verificación en dos pasos en Perfil › Inicio de sesión y seguridad; desde ahí también puedes cerrar la sesión en todos tus dispositivos.',
          '- Verifica tu correo: hasta entonces no puedes enviar invitaciones ni contratar un plan.',
          'Tu empresa responde por lo que hagan sus administradores en Rumbo. Si crees que alguien entró a una cuenta sin permiso, cambia la contraseña y escríbenos a <mail>{{email}}</mail> cuanto antes.',
          'Tu empresa debe conservar siempre al menos un administrador activo.',
        ].join('\n'),
      },
      people: {
        title: 'Los datos de las personas que registras',
        text: [
          'Cuando tu empresa registra o importa a sus empleados, decide qué datos suyos entran a Rumbo (nombre, correo, teléfono, domicilio) y para qué. Por eso tu empresa:',
          '- Es responsable de esos datos y debe haber informado a esas personas, con su propio aviso de privacidad, que los compartirá con Rumbo para organizar los viajes, y contar con su consentimiento cuando la ley lo pida.',
          '- Registra solo a personas que trabajan o colaboran con ella, con datos correctos y actualizados.',
          '- Atiende las solicitudes de sus empleados sobre sus datos; si nos llegan a nosotros, te las hacemos saber y te ayudamos a responderlas.',
          'Rumbo trata esos datos por cuenta de tu empresa, solo para prestar el servicio, como describe el <privacy>Aviso de privacidad</privacy>.',
        ].join('\n'),
      },
      plans: {
        title: 'Planes y pagos',
        text: [
          'Registrarte no tiene costo. Para usar Rumbo con tu equipo eliges uno de estos planes mensuales:',
          '- <b>Básico</b>: hasta 50 empleados.',
          '- <b>Pro</b>: hasta 200 empleados.',
          '- <b>Enterprise</b>: empleados ilimitados y soporte las 24 horas.',
          'El límite cuenta a las personas activas y a las que esperan aprobación. Al llegar a él, no podrás agregar a más hasta que cambies a un plan mayor.',
          'Los precios se muestran en pesos mexicanos (MXN) antes de que confirmes la compra. Los impuestos que correspondan, como el IVA, se indican en el detalle de compra y en el recibo.',
          'El pago es con tarjeta de crédito o débito. Cobramos el plan por adelantado al inicio de cada mes de servicio, a la tarjeta predeterminada de tu empresa, y se renueva solo hasta que lo canceles.',
          'Si cambias de plan o cancelas, el cambio surte efecto al terminar el periodo que ya pagaste; hasta entonces conservas tu plan actual.',
          'Cada pago genera un recibo que puedes descargar en Perfil › Mis pagos. Por ahora los recibos no son facturas electrónicas (CFDI).',
          'Si un cobro no se puede hacer, te avisamos por correo para que actualices la tarjeta. Si no se resuelve, podemos suspender el servicio, como explica la sección «Suspensión y terminación».',
        ].join('\n'),
      },
      use: {
        title: 'Uso aceptable',
        text: [
          'Rumbo funciona porque las personas confían en los viajes que ven. Al usarlo, ni tú ni las personas de tu empresa pueden:',
          '- Registrar viajes falsos o inflados, por ejemplo para obtener incentivos o recompensas.',
          '- Usar Rumbo para ofrecer transporte con fines de lucro, como un servicio de taxi o de transporte de pasajeros.',
          '- Registrar a personas sin que lo sepan, suplantar a alguien o usar invitaciones para enviar correos no deseados.',
          '- Extraer datos de forma automatizada (scraping) o copiar el servicio; para sacar tus datos usa las exportaciones del portal.',
          '- Atacar el servicio: buscar o aprovechar vulnerabilidades, saturarlo, saltarse sus límites, subir archivos dañinos o intentar entrar a los datos de otra empresa.',
          'Si encuentras una falla de seguridad, escríbenos a <mail>{{email}}</mail> antes de hacerla pública; la revisamos y te respondemos.',
        ].join('\n'),
      },
      availability: {
        title: 'Disponibilidad y soporte',
        text: [
          'Trabajamos para que Rumbo esté disponible siempre, pero puede haber interrupciones por mantenimiento o por fallas ajenas a nosotros. Avisamos con anticipación los mantenimientos planeados que afecten el servicio.',
          'Para soporte escríbenos a <mail>{{email}}</mail>. Respondemos en días hábiles; en el plan Enterprise, las 24 horas.',
          'Rumbo cambia y mejora con el tiempo. Si retiramos una función importante de tu plan, te avisamos antes por correo.',
        ].join('\n'),
      },
      privacy: {
        title: 'Datos y privacidad',
        text: [
          'Los datos de tu empresa y de sus personas son de tu empresa. Los usamos solo para prestar el servicio, cuidarlo y cobrarlo; no los vendemos ni los usamos para publicidad.',
          'Qué datos tratamos, para qué, con quién los compartimos, cuánto tiempo los conservamos y cómo ejercer tus derechos está en el <privacy>Aviso de privacidad</privacy>, que forma parte de estos términos.',
        ].join('\n'),
      },
      suspension: {
        title: 'Suspensión y terminación',
        text: [
          'Podemos suspender el acceso de tu empresa, o el de una persona en particular, si:',
          '- hay un cobro pendiente que no se resolvió después de avisarte;',
          '- se incumplen estos términos, en especial las reglas de uso aceptable;',
          '- es necesario para proteger a otras personas o la seguridad del servicio, o lo ordena una autoridad.',
          'Te avisamos por correo y te decimos el motivo, salvo que la ley nos lo impida o la urgencia no lo permita. Cuando se resuelve, reactivamos el acceso.',
          'Tu empresa puede dejar de usar Rumbo cuando quiera, cancelando su plan o eliminando su cuenta. Nosotros podemos terminar el servicio si los incumplimientos son graves o se repiten, avisándote antes por correo.',
        ].join('\n'),
      },
      deletion: {
        title: 'Eliminar tu cuenta',
        text: [
          'Un administrador puede eliminar la cuenta de la empresa en Perfil › Configuración avanzada, confirmando con su contraseña. Al hacerlo:',
          '- la suscripción se cancela de inmediato;',
          '- se cierran las sesiones de todas las personas de la empresa y ninguna puede volver a iniciar sesión;',
          '- borramos los datos de la empresa y de sus personas, salvo los registros de pago que la ley fiscal nos obliga a conservar.',
          'Si solo quieres dar de baja a una persona, muévela a la papelera: puedes restaurarla durante 30 días y después se borra para siempre.',
          'Antes de eliminar la cuenta, descarga lo que quieras conservar, como la lista de empleados y tus recibos.',
        ].join('\n'),
      },
      liability: {
        title: 'Responsabilidad',
        text: [
          'Rumbo no presta servicios de transporte. Los viajes los acuerdan y los hacen las personas de tu empresa, y cada una responde por su parte:',
          '- quien conduce, por tener licencia vigente, un vehículo en buen estado y asegurado, y por respetar el reglamento de tránsito;',
          '- quien viaja, por llegar a tiempo y comportarse con respeto;',
          '- tu empresa, por las reglas de viaje que define y por decidir quién participa.',
          'Por eso Rumbo no responde por accidentes, daños, retrasos ni conflictos que ocurran en un viaje.',
          'Prestamos el servicio con cuidado y tal como está disponible. En la medida que la ley lo permita, no respondemos por daños indirectos, como pérdida de ganancias, y nuestra responsabilidad total ante tu empresa se limita a lo que pagó por Rumbo en los 12 meses anteriores al hecho que la origina. Nada de esto limita la responsabilidad que la ley no permite limitar.',
        ].join('\n'),
      },
      changes: {
        title: 'Cambios a estos términos',
        text: [
          'Si cambiamos estos términos, actualizamos la fecha de esta página. Si el cambio es importante, avisamos por correo a los administradores de tu empresa al menos 15 días antes de que entre en vigor.',
          'Si no estás de acuerdo con el cambio, puedes cancelar tu plan o eliminar tu cuenta antes de esa fecha. Si sigues usando Rumbo después, se entiende que lo aceptas.',
        ].join('\n'),
      },
      law: {
        title: 'Ley aplicable y jurisdicción',
        text: [
          'Estos términos se rigen por las leyes de los Estados Unidos Mexicanos. El tratamiento de datos personales se rige por la Ley Federal de Protección de Datos Personales en Posesión de los Particulares.',
          'Antes de ir a juicio, escríbenos: la mayoría de los problemas se resuelven así. Si no llegamos a un acuerdo, cualquier controversia se resolverá ante los tribunales competentes de la Ciudad de México, salvo que la ley disponga otra cosa.',
        ].join('\n'),
      },
      contact: {
        title: 'Contacto',
        text: [
          'Para cualquier duda sobre estos términos, sobre tu cuenta o sobre tus datos, escríbenos a <mail>{{email}}</mail>.',
          'Te respondemos desde esa misma dirección. Rumbo nunca te pedirá tu contraseña por correo.',
        ].join('\n'),
      },
    },
  },
  privacy: {
    title: 'Aviso de privacidad',
    intro: [
      'Este aviso explica qué datos personales trata Rumbo, para qué, con quién los comparte y cómo puedes decidir sobre ellos, como pide la Ley Federal de Protección de Datos Personales en Posesión de los Particulares.',
      'Aplica al portal web de Rumbo y a su app móvil.',
    ].join('\n'),
    sections: {
      responsible: {
        title: 'Quién es responsable de tus datos',
        text: [
          'Rumbo es responsable de los datos de las empresas que se registran y de sus administradores, y de los que las personas nos dan directamente, por ejemplo al unirse con el enlace de su empresa.',
          'Los datos de los empleados que una empresa registra o importa en Rumbo son responsabilidad de esa empresa. Rumbo los trata por su cuenta y siguiendo sus instrucciones, solo para prestarle el servicio.',
          'Para cualquier asunto de privacidad escríbenos a <mail>{{email}}</mail>.',
        ].join('\n'),
      },
      data: {
        title: 'Qué datos tratamos',
        text: [
          '- <b>De la empresa</b>: nombre, correo, domicilio, idioma, zona horaria, datos de facturación (razón social, RFC y domicilio fiscal), su constancia fiscal en PDF y el logotipo, si lo sube.',
          '- <b>De los administradores</b>: nombre, correo, teléfono y contraseña (guardada de forma que nadie puede leerla).',
          '- <b>De los empleados</b>: nombre, correo, teléfono, domicilio y su estado en la empresa (activo, pendiente o suspendido).',
          '- <b>De los viajes</b>, desde la app móvil: puntos de origen y destino, horarios, quién conduce y quién viaja, y los lugares disponibles.',
          '- <b>Del pago</b>: marca de la tarjeta, sus últimos 4 dígitos, su vencimiento y el nombre del titular, además del historial de pagos y recibos.',
          '- <b>Técnicos</b>: la dirección IP y el navegador o dispositivo con el que se inicia sesión, para llevar las sesiones y proteger las cuentas.',
          '- <b>De quien nos escribe</b> desde el formulario de contacto de nuestra página: nombre, correo, el mensaje, el plan que le interesa y la dirección IP desde la que lo envía.',
          'No pedimos datos sensibles, como salud, religión u origen étnico. El domicilio y los viajes muestran por dónde se mueve una persona: por eso solo los ve su propia empresa.',
        ].join('\n'),
      },
      purposes: {
        title: 'Para qué los usamos',
        text: [
          'Finalidades necesarias para el servicio:',
          '- Prestar Rumbo: crear y administrar cuentas, registrar a las personas, organizar los viajes según las reglas de la empresa y enviar los correos del servicio (verificación, invitaciones, restablecer la contraseña).',
          '- Cuidar la seguridad: verificar quién inicia sesión, limitar intentos, detectar abusos y atender incidentes.',
          '- Cobrar: procesar los pagos del plan, emitir recibos y cumplir nuestras obligaciones fiscales.',
          '- Responder a quien nos escribe desde el formulario de contacto, y limitar los envíos por dirección IP para frenar el abuso.',
          'Finalidad secundaria, que puedes rechazar:',
          '- Enviarte novedades del producto y consejos para aprovechar Rumbo.',
          'Para rechazarla, escríbenos a <mail>{{email}}</mail> o usa el enlace que viene en cada uno de esos correos. Rechazarla no afecta tu servicio.',
        ].join('\n'),
      },
      transfers: {
        title: 'Con quién los compartimos',
        text: [
          'No vendemos ni rentamos datos personales. Solo los compartimos con proveedores que los tratan por cuenta nuestra, bajo contrato y para lo que aquí se dice:',
          '- <b>El procesador de pagos con tarjeta</b>, que recibe los datos de la tarjeta directamente de tu navegador. Rumbo nunca ve ni guarda el número completo ni el código de seguridad: solo la marca, los últimos 4 dígitos y el vencimiento.',
          '- <b>El proveedor de envío de correos</b>, que entrega los mensajes del servicio a su destinatario.',
          'Estos proveedores pueden tratar los datos fuera de México; les exigimos protegerlos como lo hace este aviso.',
          'También entregamos datos a una autoridad cuando la ley nos obliga a ello. Esas transferencias no requieren tu consentimiento.',
        ].join('\n'),
      },
      retention: {
        title: 'Cuánto tiempo los conservamos',
        text: [
          '- Los datos de la empresa y de sus personas, mientras la cuenta de la empresa exista.',
          '- Una persona movida a la papelera se puede restaurar durante 30 días; después se borra para siempre.',
          '- Los datos de una sesión se borran cuando vence (como máximo 30 días después de iniciarla) o 30 días después de cerrarla.',
          '- Los recibos y registros de pago, el tiempo que exige la ley fiscal, por lo general cinco años.',
          '- Los mensajes del formulario de contacto, un año; después se borran solos.',
          'Al eliminar la cuenta de la empresa borramos sus datos, salvo los que la ley nos obliga a conservar.',
        ].join('\n'),
      },
      arco: {
        title: 'Tus derechos ARCO',
        text: [
          'Sobre tus datos personales puedes pedirnos:',
          '- <b>Acceso</b>: saber qué datos tuyos tenemos y cómo los usamos.',
          '- <b>Rectificación</b>: corregirlos si están mal o incompletos.',
          '- <b>Cancelación</b>: que los borremos cuando ya no sean necesarios.',
          '- <b>Oposición</b>: que dejemos de usarlos para un fin determinado.',
          'Muchos datos los puedes ver y corregir tú mismo en el portal o en la app. Para lo demás, escríbenos a <mail>{{email}}</mail> con tu nombre, el correo donde quieres la respuesta, una identificación que acredite quién eres (o quién te representa), qué datos y qué derecho quieres ejercer.',
          'Te respondemos en un máximo de 20 días y, si procede, lo hacemos efectivo en los 15 días siguientes. Si tus datos los registró tu empresa, también puedes pedírselo a ella; si nos escribes a nosotros, la involucramos para responderte.',
          'Si crees que no atendimos bien tu solicitud, puedes acudir a la autoridad de protección de datos personales.',
        ].join('\n'),
      },
      consent: {
        title: 'Revocar tu consentimiento',
        text: [
          'Puedes retirar en cualquier momento el consentimiento que diste para que tratemos tus datos, escribiéndonos a <mail>{{email}}</mail> del mismo modo que para los derechos ARCO.',
          'Ten en cuenta que sin algunos datos, como tu correo, no podemos seguir prestándote el servicio, y que hay datos que la ley nos obliga a conservar por un tiempo.',
        ].join('\n'),
      },
      cookies: {
        title: 'Cookies',
        text: [
          'Rumbo usa dos cookies, ambas necesarias: <b>rumbo_refresh</b> mantiene tu sesión abierta, solo la lee nuestro servidor y se borra al cerrar sesión o, como máximo, a los 30 días; <b>rumbo_language</b> recuerda el idioma que elegiste en nuestra página durante un año, para mostrártela en ese idioma.',
          'Tu navegador guarda además, en su almacenamiento local, tu idioma y la sesión en curso para que no tengas que elegirlos de nuevo.',
          'No usamos cookies de publicidad ni de analítica, ni rastreadores de terceros.',
        ].join('\n'),
      },
      security: {
        title: 'Cómo protegemos tus datos',
        text: [
          '- Las contraseñas nunca se guardan tal cual: las transformamos con un algoritmo de un solo sentido (argon2id), así que nadie, ni siquiera Rumbo, puede leerlas.',
          '- Todas las conexiones con Rumbo viajan cifradas (HTTPS).',
          '- Cada empresa ve solo sus propios datos, y solo sus administradores los gestionan.',
          '- Limitamos los intentos de inicio de sesión, ofrecemos verificación en dos pasos y los enlaces que enviamos por correo caducan.',
          'Si ocurre una vulneración de seguridad que afecte de forma importante tus derechos, te avisamos por correo sin demora, con lo que pasó y lo que puedes hacer.',
        ].join('\n'),
      },
      changes: {
        title: 'Cambios a este aviso',
        text: [
          'Si cambiamos este aviso, actualizamos la fecha de esta página y, si el cambio es importante, lo avisamos por correo a los administradores antes de que entre en vigor.',
          'Siempre encontrarás la versión vigente en esta página.',
        ].join('\n'),
      },
    },
  },
};
