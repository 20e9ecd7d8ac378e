import type { Translation } from '@/lib/i18n/translation';
import type { es } from './es';

/** The texts of the legal pages (the `legal` namespace) in German (formal "Sie"), translated by meaning from es.ts. */
export const de: Translation<typeof es> = {
  legal: {
    updated: 'Zuletzt aktualisiert: 24. November 2026',
    contents: 'Inhalt',
    otherDocuments: 'Rechtliche Dokumente',
    backToTop: 'Zurück zum Seitenanfang',
    contact: 'Fragen zu diesen Texten: <mail>{{email}}</mail>',
  },
  terms: {
    title: 'Nutzungsbedingungen',
    intro: [
      'Diese Bedingungen erklären, wie Rumbo funktioniert und was wir von Ihrem Unternehmen und von uns selbst erwarten. Wenn Sie Ihr Unternehmen registrieren und „Ich akzeptiere die Nutzungsbedingungen“ ankreuzen, akzeptieren Sie sie in seinem Namen.',
      'Lesen Sie sie in Ruhe: Sie sind für die Person geschrieben, die Rumbo in einem Unternehmen verwaltet, nicht nur für Juristen.',
    ].join('\n'),
    sections: {
      service: {
        title: 'Was Rumbo ist',
        text: [
          'Rumbo ist ein Dienst, mit dem Unternehmen Fahrgemeinschaften (Carpooling) ihrer Mitarbeitenden zur Arbeit und zurück organisieren.',
          '- Die <b>Administratoren</b> Ihres Unternehmens nutzen dieses Webportal: Sie registrieren Personen, bestätigen diejenigen, die über den Firmenlink beitreten, legen die Fahrtregeln fest und bezahlen den Plan.',
          '- <b>Mitarbeitende</b> nutzen die mobile App von Rumbo, um Plätze in ihrem Auto anzubieten oder einen zu suchen; im Portal können sie nur ihre eigenen Daten einsehen und korrigieren.',
          'Rumbo bringt Menschen Ihres Unternehmens zusammen, die in dieselbe Richtung fahren. Rumbo ist kein Beförderungsunternehmen: Es hat weder Fahrzeuge noch Fahrer.',
        ].join('\n'),
      },
      accounts: {
        title: 'Ihr Konto und wer es nutzen darf',
        text: [
          'Die Person, die das Unternehmen registriert, wird sein erster Administrator und handelt im Namen des Unternehmens. Mit der Registrierung bestätigen Sie, dass Sie dazu und zur Annahme dieser Bedingungen berechtigt sind.',
          'Jedes Konto ist persönlich. So schützen Sie Ihres:',
          '- Halten Sie Ihr Passwort geheim und geben Sie es nicht weiter, auch nicht an andere Administratoren: Jede Person kann ein eigenes Konto haben.',
          '- Aktivieren Sie die Zwei-Schritt-Verifizierung unter Profil › Anmeldung und Sicherheit; dort können Sie sich auch auf allen Ihren Geräten abmelden.',
          '- Bestätigen Sie Ihre E-Mail-Adresse: Bis dahin können Sie weder Einladungen senden noch einen Plan abschließen.',
          'Ihr Unternehmen steht für das ein, was seine Administratoren in Rumbo tun. Wenn Sie vermuten, dass jemand unbefugt auf ein Konto zugegriffen hat, ändern Sie das Passwort und schreiben Sie uns umgehend an <mail>{{email}}</mail>.',
          'Ihr Unternehmen muss immer mindestens einen aktiven Administrator behalten.',
        ].join('\n'),
      },
      people: {
        title: 'Die Daten der Personen, die Sie registrieren',
        text: [
          'Wenn Ihr Unternehmen seine Mitarbeitenden registriert oder importiert, entscheidet es, welche ihrer Daten in Rumbo gelangen (Name, E-Mail-Adresse, Telefonnummer, Adresse) und wozu. Deshalb gilt für Ihr Unternehmen:',
          '- Es ist für diese Daten verantwortlich und muss die betroffenen Personen in seinem eigenen Datenschutzhinweis darüber informiert haben, dass es sie zur Organisation der Fahrten an Rumbo weitergibt, und ihre Einwilligung eingeholt haben, wo das Gesetz sie verlangt.',
          '- Es registriert nur Personen, die für das Unternehmen arbeiten oder mit ihm zusammenarbeiten, mit richtigen und aktuellen Daten.',
          '- Es bearbeitet die Anfragen seiner Mitarbeitenden zu ihren Daten; erreicht eine solche Anfrage uns, informieren wir Sie und helfen bei der Antwort.',
          'Rumbo verarbeitet diese Daten im Auftrag Ihres Unternehmens und nur, um den Dienst zu erbringen, wie im <privacy>Datenschutzhinweis</privacy> beschrieben.',
        ].join('\n'),
      },
      plans: {
        title: 'Pläne und Zahlung',
        text: [
          'Die Registrierung ist kostenlos. Um Rumbo mit Ihrem Team zu nutzen, wählen Sie einen dieser Monatspläne:',
          '- <b>Basis</b>: bis zu 50 Mitarbeitende.',
          '- <b>Pro</b>: bis zu 200 Mitarbeitende.',
          '- <b>Enterprise</b>: unbegrenzt viele Mitarbeitende und Support rund um die Uhr.',
          'Die Grenze zählt aktive Personen und solche, die auf Bestätigung warten. Ist sie erreicht, können Sie erst nach einem Wechsel in einen größeren Plan weitere Personen hinzufügen.',
          'Die Preise werden in mexikanischen Pesos (MXN) angezeigt, bevor Sie den Kauf bestätigen. Anfallende Steuern wie die Mehrwertsteuer (IVA) stehen in den Kaufdetails und auf der Quittung.',
          'Sie zahlen per Kredit- oder Debitkarte. Wir belasten den Plan im Voraus zu Beginn jedes Leistungsmonats auf der Standardkarte Ihres Unternehmens; er verlängert sich automatisch, bis Sie ihn kündigen.',
          'Wenn Sie den Plan wechseln oder kündigen, wird die Änderung zum Ende des bereits bezahlten Zeitraums wirksam; bis dahin behalten Sie Ihren aktuellen Plan.',
          'Für jede Zahlung erhalten Sie eine Quittung, die Sie unter Profil › Meine Zahlungen herunterladen können. Derzeit sind die Quittungen keine mexikanischen elektronischen Rechnungen (CFDI).',
          'Schlägt eine Abbuchung fehl, informieren wir Sie per E-Mail, damit Sie die Karte aktualisieren. Wird das nicht gelöst, können wir den Dienst sperren, wie der Abschnitt „Sperrung und Beendigung“ erklärt.',
        ].join('\n'),
      },
      use: {
        title: 'Zulässige Nutzung',
        text: [
          'Rumbo funktioniert, weil Menschen den Fahrten vertrauen, die sie sehen. Weder Sie noch die Personen Ihres Unternehmens dürfen bei der Nutzung:',
          '- Fahrten erfinden oder aufblähen, etwa um Anreize oder Prämien zu erhalten.',
          '- Rumbo nutzen, um gewerbliche Beförderung anzubieten, etwa als Taxi- oder Personenbeförderungsdienst.',
          '- Personen ohne ihr Wissen registrieren, sich als jemand anderes ausgeben oder Einladungen für unerwünschte E-Mails nutzen.',
          '- Daten automatisiert auslesen (Scraping) oder den Dienst kopieren; um Ihre Daten mitzunehmen, nutzen Sie die Exporte des Portals.',
          '- Den Dienst angreifen: Schwachstellen suchen oder ausnutzen, ihn überlasten, seine Grenzen umgehen, schädliche Dateien hochladen oder versuchen, auf die Daten eines anderen Unternehmens zuzugreifen.',
          'Wenn Sie eine Sicherheitslücke finden, schreiben Sie uns an <mail>{{email}}</mail>, bevor Sie sie veröffentlichen; wir prüfen sie und antworten Ihnen.',
        ].join('\n'),
      },
      availability: {
        title: 'Verfügbarkeit und Support',
        text: [
          'Wir arbeiten daran, dass Rumbo jederzeit verfügbar ist, doch es kann Unterbrechungen durch Wartung oder durch Störungen außerhalb unseres Einflusses geben. Geplante Wartungen, die den Dienst beeinträchtigen, kündigen wir vorher an.',
          'Für Support schreiben Sie uns an <mail>{{email}}</mail>. Wir antworten an Werktagen, im Enterprise-Plan rund um die Uhr.',
          'Rumbo verändert und verbessert sich mit der Zeit. Wenn wir eine wichtige Funktion Ihres Plans einstellen, informieren wir Sie vorher per E-Mail.',
        ].join('\n'),
      },
      privacy: {
        title: 'Daten und Datenschutz',
        text: [
          'Die Daten Ihres Unternehmens und seiner Personen gehören Ihrem Unternehmen. Wir verwenden sie nur, um den Dienst zu erbringen, zu schützen und abzurechnen; wir verkaufen sie nicht und nutzen sie nicht für Werbung.',
          'Welche Daten wir verarbeiten, wozu, an wen wir sie weitergeben, wie lange wir sie aufbewahren und wie Sie Ihre Rechte ausüben, steht im <privacy>Datenschutzhinweis</privacy>, der Teil dieser Bedingungen ist.',
        ].join('\n'),
      },
      suspension: {
        title: 'Sperrung und Beendigung',
        text: [
          'Wir können den Zugang Ihres Unternehmens oder einer einzelnen Person sperren, wenn:',
          '- eine Zahlung offen ist, nachdem wir Sie darauf hingewiesen haben;',
          '- gegen diese Bedingungen verstoßen wird, insbesondere gegen die Regeln der zulässigen Nutzung;',
          '- es nötig ist, um andere Personen oder die Sicherheit des Dienstes zu schützen, oder eine Behörde es anordnet.',
          'Wir informieren Sie per E-Mail und nennen den Grund, es sei denn, das Gesetz verbietet es oder die Dringlichkeit lässt es nicht zu. Ist die Sache geklärt, geben wir den Zugang wieder frei.',
          'Ihr Unternehmen kann Rumbo jederzeit verlassen, indem es seinen Plan kündigt oder sein Konto löscht. Wir können den Dienst bei schweren oder wiederholten Verstößen beenden, nachdem wir Sie per E-Mail informiert haben.',
        ].join('\n'),
      },
      deletion: {
        title: 'Ihr Konto löschen',
        text: [
          'Ein Administrator kann das Konto des Unternehmens unter Profil › Erweiterte Einstellungen löschen und bestätigt dies mit seinem Passwort. Dann gilt:',
          '- das Abonnement wird sofort gekündigt;',
          '- die Sitzungen aller Personen des Unternehmens enden und niemand kann sich mehr anmelden;',
          '- wir löschen die Daten des Unternehmens und seiner Personen, außer den Zahlungsbelegen, die wir nach Steuerrecht aufbewahren müssen.',
          'Wenn Sie nur eine Person entfernen möchten, verschieben Sie sie in den Papierkorb: Dort können Sie sie 30 Tage lang wiederherstellen, danach wird sie endgültig gelöscht.',
          'Laden Sie vor dem Löschen des Kontos herunter, was Sie behalten möchten, etwa die Mitarbeiterliste und Ihre Quittungen.',
        ].join('\n'),
      },
      liability: {
        title: 'Haftung',
        text: [
          'Rumbo erbringt keine Beförderungsleistungen. Die Fahrten vereinbaren und unternehmen die Personen Ihres Unternehmens, und jede steht für ihren Teil ein:',
          '- wer fährt, für einen gültigen Führerschein, ein verkehrssicheres und versichertes Fahrzeug und die Einhaltung der Verkehrsregeln;',
          '- wer mitfährt, für Pünktlichkeit und respektvolles Verhalten;',
          '- Ihr Unternehmen, für die Fahrtregeln, die es festlegt, und für die Entscheidung, wer teilnimmt.',
          'Deshalb haftet Rumbo nicht für Unfälle, Schäden, Verspätungen oder Streitigkeiten während einer Fahrt.',
          'Wir erbringen den Dienst sorgfältig und so, wie er verfügbar ist. Soweit gesetzlich zulässig, haften wir nicht für indirekte Schäden wie entgangenen Gewinn, und unsere Gesamthaftung gegenüber Ihrem Unternehmen ist auf den Betrag begrenzt, den es in den 12 Monaten vor dem auslösenden Ereignis für Rumbo bezahlt hat. Nichts davon begrenzt eine Haftung, die das Gesetz nicht zu begrenzen erlaubt.',
        ].join('\n'),
      },
      changes: {
        title: 'Änderungen dieser Bedingungen',
        text: [
          'Wenn wir diese Bedingungen ändern, aktualisieren wir das Datum auf dieser Seite. Bei wesentlichen Änderungen informieren wir die Administratoren Ihres Unternehmens mindestens 15 Tage vor dem Inkrafttreten per E-Mail.',
          'Wenn Sie mit der Änderung nicht einverstanden sind, können Sie vor diesem Datum Ihren Plan kündigen oder Ihr Konto löschen. Nutzen Sie Rumbo danach weiter, gilt die Änderung als angenommen.',
        ].join('\n'),
      },
      law: {
        title: 'Anwendbares Recht und Gerichtsstand',
        text: [
          'Für diese Bedingungen gilt das Recht der Vereinigten Mexikanischen Staaten. Für personenbezogene Daten gilt das mexikanische Bundesgesetz zum Schutz personenbezogener Daten im Besitz von Privatpersonen (Ley Federal de Protección de Datos Personales en Posesión de los Particulares).',
          'Bevor Sie vor Gericht gehen, schreiben Sie uns: Die meisten Probleme lassen sich so lösen. Kommt keine Einigung zustande, sind für Streitigkeiten die zuständigen Gerichte von Mexiko-Stadt zuständig, soweit das Gesetz nichts anderes bestimmt.',
        ].join('\n'),
      },
      contact: {
        title: 'Kontakt',
        text: [
          'Bei Fragen zu diesen Bedingungen, zu Ihrem Konto oder zu Ihren Daten schreiben Sie uns an <mail>{{email}}</mail>.',
          'Wir antworten von derselben Adresse. Rumbo wird Sie niemals per E-Mail nach Ihrem Passwort fragen.',
        ].join('\n'),
      },
    },
  },
  privacy: {
    title: 'Datenschutzhinweis',
    intro: [
      'Dieser Hinweis erklärt, welche personenbezogenen Daten Rumbo verarbeitet, wozu, an wen sie weitergegeben werden und wie Sie darüber bestimmen können, wie es das mexikanische Bundesgesetz zum Schutz personenbezogener Daten im Besitz von Privatpersonen verlangt.',
      'Er gilt für das Webportal von Rumbo und für seine mobile App.',
    ].join('\n'),
    sections: {
      responsible: {
        title: 'Wer für Ihre Daten verantwortlich ist',
        text: [
          'Rumbo ist verantwortlich für die Daten der Unternehmen, die sich registrieren, und ihrer Administratoren sowie für die Daten, die Personen uns direkt geben, etwa wenn sie über den Link ihres Unternehmens beitreten.',
          'Für die Daten der Mitarbeitenden, die ein Unternehmen in Rumbo registriert oder importiert, ist dieses Unternehmen verantwortlich. Rumbo verarbeitet sie in seinem Auftrag und nach seinen Weisungen, nur um den Dienst zu erbringen.',
          'Für alle Fragen zum Datenschutz schreiben Sie uns an <mail>{{email}}</mail>.',
        ].join('\n'),
      },
      data: {
        title: 'Welche Daten wir verarbeiten',
        text: [
          '- <b>Zum Unternehmen</b>: Name, E-Mail-Adresse, Adresse, Sprache, Zeitzone, Rechnungsdaten (Firmenname, Steuernummer RFC und Steueradresse), die Steuerbescheinigung als PDF und das Logo, falls es eines hochlädt.',
          '- <b>Zu Administratoren</b>: Name, E-Mail-Adresse, Telefonnummer und Passwort (so gespeichert, dass niemand es lesen kann).',
          '- <b>Zu Mitarbeitenden</b>: Name, E-Mail-Adresse, Telefonnummer, Adresse und ihr Status im Unternehmen (aktiv, ausstehend oder gesperrt).',
          '- <b>Zu Fahrten</b>, aus der mobilen App: Start- und Zielpunkte, Zeiten, wer fährt und wer mitfährt, und die freien Plätze.',
          '- <b>Zur Zahlung</b>: Kartenmarke, die letzten 4 Ziffern, das Ablaufdatum und der Name des Karteninhabers sowie der Verlauf der Zahlungen und Quittungen.',
          '- <b>Technische Daten</b>: die IP-Adresse und der Browser oder das Gerät, mit dem sich jemand anmeldet, um Sitzungen zu führen und Konten zu schützen.',
          '- <b>Zu Personen, die uns schreiben</b>, über das Kontaktformular unserer Website: Name, E-Mail-Adresse, die Nachricht, der Tarif, der sie interessiert, und die IP-Adresse, von der sie sie senden.',
          'Wir fragen keine sensiblen Daten ab, etwa zu Gesundheit, Religion oder ethnischer Herkunft. Adresse und Fahrten zeigen, wo sich eine Person bewegt: Deshalb sieht sie nur ihr eigenes Unternehmen.',
        ].join('\n'),
      },
      purposes: {
        title: 'Wofür wir sie verwenden',
        text: [
          'Zwecke, die der Dienst braucht:',
          '- Rumbo bereitstellen: Konten anlegen und verwalten, Personen registrieren, Fahrten nach den Regeln des Unternehmens organisieren und die E-Mails des Dienstes senden (Bestätigung, Einladungen, Zurücksetzen des Passworts).',
          '- Sicherheit gewährleisten: prüfen, wer sich anmeldet, Anmeldeversuche begrenzen, Missbrauch erkennen und Vorfälle bearbeiten.',
          '- Abrechnen: Zahlungen für den Plan abwickeln, Quittungen ausstellen und unsere steuerlichen Pflichten erfüllen.',
          '- Personen antworten, die uns über das Kontaktformular schreiben, und die Anzahl der Nachrichten je IP-Adresse begrenzen, um Missbrauch zu verhindern.',
          'Ein weiterer Zweck, dem Sie widersprechen können:',
          '- Ihnen Neuigkeiten zum Produkt und Tipps für die Nutzung von Rumbo senden.',
          'Um zu widersprechen, schreiben Sie uns an <mail>{{email}}</mail> oder nutzen Sie den Link in jeder dieser E-Mails. Ein Widerspruch hat keine Auswirkung auf Ihren Dienst.',
        ].join('\n'),
      },
      transfers: {
        title: 'An wen wir sie weitergeben',
        text: [
          'Wir verkaufen und vermieten keine personenbezogenen Daten. Wir geben sie nur an Dienstleister weiter, die sie in unserem Auftrag, vertraglich gebunden und nur für die hier genannten Zwecke verarbeiten:',
          '- <b>Den Zahlungsdienstleister für Kartenzahlungen</b>, der die Kartendaten direkt von Ihrem Browser erhält. Rumbo sieht und speichert weder die vollständige Nummer noch den Sicherheitscode, sondern nur Marke, die letzten 4 Ziffern und das Ablaufdatum.',
          '- <b>Den E-Mail-Versanddienst</b>, der die Nachrichten des Dienstes an ihre Empfänger zustellt.',
          'Diese Dienstleister können Daten außerhalb Mexikos verarbeiten; wir verpflichten sie, sie so zu schützen, wie es dieser Hinweis tut.',
          'Außerdem geben wir Daten an eine Behörde heraus, wenn uns das Gesetz dazu verpflichtet. Solche Übermittlungen erfordern Ihre Einwilligung nicht.',
        ].join('\n'),
      },
      retention: {
        title: 'Wie lange wir sie aufbewahren',
        text: [
          '- Die Daten des Unternehmens und seiner Personen, solange das Konto des Unternehmens besteht.',
          '- Eine Person im Papierkorb kann 30 Tage lang wiederhergestellt werden; danach wird sie endgültig gelöscht.',
          '- Sitzungsdaten werden gelöscht, wenn die Sitzung abläuft (spätestens 30 Tage nach der Anmeldung), oder 30 Tage nach der Abmeldung.',
          '- Nachrichten aus dem Kontaktformular ein Jahr lang; danach werden sie automatisch gelöscht.',
          '- Quittungen und Zahlungsbelege, so lange, wie es das Steuerrecht verlangt, in der Regel fünf Jahre.',
          'Wird das Konto des Unternehmens gelöscht, löschen wir seine Daten, außer denen, die wir gesetzlich aufbewahren müssen.',
        ].join('\n'),
      },
      arco: {
        title: 'Ihre ARCO-Rechte',
        text: [
          'Zu Ihren personenbezogenen Daten können Sie von uns verlangen:',
          '- <b>Auskunft</b> (Acceso): zu erfahren, welche Daten wir über Sie haben und wie wir sie verwenden.',
          '- <b>Berichtigung</b> (Rectificación): sie zu korrigieren, wenn sie falsch oder unvollständig sind.',
          '- <b>Löschung</b> (Cancelación): sie zu löschen, wenn sie nicht mehr benötigt werden.',
          '- <b>Widerspruch</b> (Oposición): sie für einen bestimmten Zweck nicht mehr zu verwenden.',
          'Viele Ihrer Daten können Sie selbst im Portal oder in der App einsehen und korrigieren. Für alles andere schreiben Sie uns an <mail>{{email}}</mail> mit Ihrem Namen, der E-Mail-Adresse für die Antwort, einem Ausweis, der Ihre Identität (oder die Ihrer Vertretung) belegt, sowie den Daten und dem Recht, um die es geht.',
          'Wir antworten innerhalb von höchstens 20 Tagen und setzen Ihr Anliegen, wenn es begründet ist, innerhalb der folgenden 15 Tage um. Hat Ihr Unternehmen Ihre Daten registriert, können Sie sich auch an das Unternehmen wenden; schreiben Sie uns, beziehen wir Ihr Unternehmen in die Antwort ein.',
          'Wenn Sie meinen, dass wir Ihre Anfrage nicht richtig bearbeitet haben, können Sie sich an die Datenschutzbehörde wenden.',
        ].join('\n'),
      },
      consent: {
        title: 'Einwilligung widerrufen',
        text: [
          'Sie können die Einwilligung, die Sie uns zur Verarbeitung Ihrer Daten gegeben haben, jederzeit widerrufen, indem Sie uns wie bei den ARCO-Rechten an <mail>{{email}}</mail> schreiben.',
          'Bedenken Sie, dass wir ohne bestimmte Daten, etwa Ihre E-Mail-Adresse, den Dienst nicht weiter erbringen können und dass wir manche Daten gesetzlich eine Zeit lang aufbewahren müssen.',
        ].join('\n'),
      },
      cookies: {
        title: 'Cookies',
        text: [
          'Rumbo verwendet zwei Cookies, beide notwendig: <b>rumbo_refresh</b> hält Sie angemeldet, nur unser Server liest es, und es wird bei der Abmeldung oder spätestens nach 30 Tagen gelöscht; <b>rumbo_language</b> merkt sich ein Jahr lang die Sprache, die Sie auf unserer Website gewählt haben, um sie Ihnen in dieser Sprache zu zeigen.',
          'Ihr Browser speichert außerdem Ihre Sprache und die laufende Sitzung in seinem lokalen Speicher, damit Sie sie nicht erneut wählen müssen.',
          'Wir verwenden keine Werbe- oder Analyse-Cookies und keine Tracker von Dritten.',
        ].join('\n'),
      },
      security: {
        title: 'Wie wir Ihre Daten schützen',
        text: [
          '- Passwörter werden mit einem Einweg-Verfahren (argon2id) gehasht gespeichert: Niemand, auch Rumbo nicht, kann sie lesen.',
          '- Jede Verbindung zu Rumbo ist verschlüsselt (HTTPS).',
          '- Jedes Unternehmen sieht nur seine eigenen Daten, und nur seine Administratoren verwalten sie.',
          '- Wir begrenzen Anmeldeversuche, bieten die Zwei-Schritt-Verifizierung an, und die Links, die wir per E-Mail senden, laufen ab.',
          'Wenn eine Sicherheitsverletzung Ihre Rechte erheblich beeinträchtigt, informieren wir Sie unverzüglich per E-Mail darüber, was geschehen ist und was Sie tun können.',
        ].join('\n'),
      },
      changes: {
        title: 'Änderungen dieses Hinweises',
        text: [
          'Wenn wir diesen Hinweis ändern, aktualisieren wir das Datum auf dieser Seite und informieren die Administratoren bei wesentlichen Änderungen vor dem Inkrafttreten per E-Mail.',
          'Die geltende Fassung finden Sie immer auf dieser Seite.',
        ].join('\n'),
      },
    },
  },
};
