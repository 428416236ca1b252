/** The login page's Dutch texts (spec sections 2, 4, 5 and 8; docs/decisions/0021). */
export const loginMessages = {
  productName: 'PIDZ',
  signIn: {
    title: 'Inloggen',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    submit: 'Inloggen',
    forgotPassword: 'Wachtwoord vergeten?',
    passwordChanged: 'Je wachtwoord is gewijzigd. Log in met je nieuwe wachtwoord.',
  },
  newPassword: {
    title: 'Nieuw wachtwoord',
    intro: 'Je wachtwoord is verlopen. Kies een nieuw wachtwoord om in te loggen.',
    password: 'Nieuw wachtwoord',
    submit: 'Wachtwoord opslaan',
  },
  passwordPolicy:
    'Minstens 8 tekens, met een hoofdletter, een kleine letter, een cijfer en een speciaal teken.',
  smsCode: {
    title: 'Sms-code',
    intro: (destination: string | undefined) =>
      destination
        ? `We hebben een sms met een code van zes cijfers gestuurd naar ${destination}.`
        : 'We hebben je een sms met een code van zes cijfers gestuurd.',
  },
  appCode: {
    title: 'Verificatiecode',
    intro: 'Vul de code van zes cijfers uit je authenticator-app in.',
  },
  customChallenge: {
    title: 'Extra controle',
    intro: 'We hebben je een e-mail met een code van zes cijfers gestuurd. Vul die code hier in.',
  },
  code: 'Code',
  confirmCode: 'Bevestigen',
  chooseFactor: {
    title: 'Tweede stap kiezen',
    intro: 'Hoe wil je bevestigen dat jij het bent?',
    label: 'Bevestigen met',
    factors: {
      SMS_MFA: 'Een code per sms',
      SOFTWARE_TOKEN_MFA: 'Een code uit je authenticator-app',
    },
    submit: 'Verder',
  },
  setUpApp: {
    title: 'Authenticator-app instellen',
    intro:
      'Scan de QR-code met je authenticator-app, of vul de sleutel hieronder in de app in. Vul daarna de code van zes cijfers in die de app toont.',
    qrLabel: 'QR-code voor je authenticator-app',
    secret: 'Sleutel',
    loading: 'Sleutel wordt opgehaald…',
  },
  rememberDevice: {
    title: 'Dit apparaat onthouden?',
    intro:
      'Op een onthouden apparaat vragen we bij het inloggen geen tweede stap meer. Onthoud alleen een apparaat dat alleen jij gebruikt.',
    remember: 'Onthouden',
    dontRemember: 'Niet onthouden',
  },
  forgotPassword: {
    title: 'Wachtwoord vergeten',
    intro:
      'Vul je e-mailadres in. We sturen je dan een code om een nieuw wachtwoord in te stellen.',
    submit: 'Code versturen',
  },
  resetPassword: {
    title: 'Nieuw wachtwoord instellen',
    intro:
      'Als dit e-mailadres bij ons bekend is, hebben we een code van zes cijfers gestuurd. Vul de code en je nieuwe wachtwoord in.',
    required:
      'Je moet een nieuw wachtwoord instellen. We hebben je een e-mail met een code gestuurd.',
    submit: 'Wachtwoord opslaan',
  },
  backToSignIn: 'Terug naar inloggen',
  handingOver: 'Je wordt ingelogd…',
  busy: 'Bezig…',
} as const;

/** The Dutch error texts, by the provider's exception or the SDK's English message. */
export const loginErrors = {
  emailRequired: 'Vul je e-mailadres in.',
  emailInvalid: 'Vul een geldig e-mailadres in.',
  /** 'PASSWORD parameter is required' */
  passwordRequired: 'Vul je wachtwoord in.',
  /** 'New password is required.' */
  newPasswordRequired: 'Een nieuw wachtwoord is verplicht.',
  codeRequired: 'Vul de code van zes cijfers in.',
  /** NotAuthorizedException */
  notAuthorized: 'Onjuist e-mailadres of wachtwoord.',
  /** NotAuthorizedException 'Password attempts exceeded' */
  attemptsExceeded:
    'Je hebt te vaak een onjuist wachtwoord ingevuld. Wacht een kwartier en probeer het dan opnieuw.',
  /** NotAuthorizedException 'Invalid session for the user, session is expired.' */
  sessionExpired: 'Je inlogpoging is verlopen. Log opnieuw in.',
  /** 'User is not authenticated' */
  notAuthenticated: 'Je bent niet ingelogd. Log opnieuw in.',
  /** InvalidPasswordException */
  invalidPassword: 'Dit wachtwoord voldoet niet aan de eisen.',
  /** CodeMismatchException, EnableSoftwareTokenMFAException */
  codeMismatch: 'Deze code klopt niet. Probeer het opnieuw.',
  /** ExpiredCodeException */
  codeExpired: 'Deze code is verlopen. Vraag een nieuwe code aan.',
  /** LimitExceededException, TooManyRequestsException, TooManyFailedAttemptsException */
  tooManyRequests: 'Te veel pogingen achter elkaar. Probeer het over een paar minuten opnieuw.',
  /** ResourceNotFoundException about a device, when signing in again did not help either */
  unknownDevice: 'Dit apparaat is niet meer bekend. Log opnieuw in.',
  /** NetworkError */
  network:
    'Er is geen verbinding met de inlogdienst. Controleer je internetverbinding en probeer het opnieuw.',
  /** 'Invalid UserPoolId format.' */
  invalidUserPool:
    'Inloggen is nu niet mogelijk: de inlogpagina is verkeerd ingesteld. Neem contact op met PIDZ.',
  /** The portal's back end refused or did not take the hand-over. */
  handOver: 'Inloggen is gelukt, maar het portaal kon je sessie niet starten. Probeer het opnieuw.',
  unknown: 'Er is iets misgegaan. Probeer het opnieuw.',
} as const;
