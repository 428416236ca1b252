/**
 * Dutch texts of the calendar. From the spec: 'Agenda', 'Hele dag' and 'Tijd'. The field and choice
 * labels follow the calendar issue ('Van', 'Tot',
 * 'Herhalen', 'Nooit', 'Dagelijks', 'Wekelijks', 'Eindigt', 'Na een jaar', 'Na aantal keer',
 * 'Aantal keer', 'Op datum', 'Einddatum'). The spec gives no validation messages for this form;
 * those in `form` are ours (the end-after-start one mirrors the server's 1703).
 */
export const calendarMessages = {
  title: 'Agenda',
  addTitle: 'Agenda-item toevoegen',
  editTitle: 'Agenda-item bewerken',
  form: {
    startDateLabel: 'Van',
    endDateLabel: 'Tot',
    allDayLabel: 'Hele dag',
    timeLabel: 'Tijd',
    repeatLabel: 'Herhalen',
    repeat: { never: 'Nooit', daily: 'Dagelijks', weekly: 'Wekelijks' },
    endModeLabel: 'Eindigt',
    endMode: { oneYear: 'Na een jaar', setAmount: 'Na aantal keer', onDate: 'Op datum' },
    amountLabel: 'Aantal keer',
    repeatEndDateLabel: 'Einddatum',
    startDateRequired: 'Vul de datum bij Van in.',
    endDateRequired: 'Vul de datum bij Tot in.',
    endDateBeforeStartDate: 'De datum bij Tot mag niet voor de datum bij Van liggen.',
    timeRequired: 'Vul een begintijd en een eindtijd in (uu:mm).',
    endNotAfterStart: 'De eindtijd moet na de begintijd liggen.',
    amountRequired: 'Vul in hoe vaak het item terugkomt.',
    amountOutOfRange: 'Vul bij Aantal keer een heel getal van 1 tot en met 367 in.',
    repeatEndDateRequired: 'Vul een einddatum in.',
    repeatEndDateBeforeStart: 'De einddatum mag niet voor de datum bij Van liggen.',
    dailyTooLong: 'Een item dat dagelijks terugkomt, mag hoogstens een dag duren.',
    weeklyTooLong: 'Een item dat wekelijks terugkomt, mag hoogstens een week duren.',
  },
} as const;
