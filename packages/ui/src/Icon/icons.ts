import {
  Activity,
  ArrowLeft,
  ArrowRight,
  Award,
  Bell,
  Briefcase,
  Building,
  Calendar,
  CalendarDays,
  Car,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  CircleCheck,
  CircleExclamationPoint,
  CircleQuestionMark,
  CircleUser,
  CircleX,
  ClipboardList,
  Clock,
  Download,
  Euro,
  ExternalLink,
  Eye,
  EyeOff,
  File,
  FileText,
  GraduationCap,
  House,
  Info,
  Languages,
  LayoutDashboard,
  LoaderCircle,
  Lock,
  LogOut,
  Mail,
  MapPin,
  Menu,
  MessageSquare,
  Minus,
  Moon,
  Pencil,
  Phone,
  Plus,
  Receipt,
  RefreshCw,
  Repeat,
  Search,
  Settings,
  Star,
  Stethoscope,
  Sun,
  Trash,
  TriangleExclamationPoint,
  Upload,
  User,
  X,
  type LucideIcon,
} from 'lucide-react';

/**
 * An icon of the portal's set: its name (the lucide name the design uses, `alert-triangle`,
 * `check-circle`, ...; `data-icon` in the page, for tests) and its glyph. Each is an export of its
 * own, so that a chunk carries only the icons its screens draw (a map of them all would put every
 * glyph in the chunk of the first screen that draws one).
 */
export interface IconGlyph {
  readonly name: string;
  readonly glyph: LucideIcon;
}

export const activityIcon: IconGlyph = { name: 'activity', glyph: Activity };
export const alertCircleIcon: IconGlyph = { name: 'alert-circle', glyph: CircleExclamationPoint };
export const alertTriangleIcon: IconGlyph = {
  name: 'alert-triangle',
  glyph: TriangleExclamationPoint,
};
export const arrowLeftIcon: IconGlyph = { name: 'arrow-left', glyph: ArrowLeft };
export const arrowRightIcon: IconGlyph = { name: 'arrow-right', glyph: ArrowRight };
export const awardIcon: IconGlyph = { name: 'award', glyph: Award };
export const bellIcon: IconGlyph = { name: 'bell', glyph: Bell };
export const briefcaseIcon: IconGlyph = { name: 'briefcase', glyph: Briefcase };
export const buildingIcon: IconGlyph = { name: 'building', glyph: Building };
export const calendarIcon: IconGlyph = { name: 'calendar', glyph: Calendar };
export const calendarDaysIcon: IconGlyph = { name: 'calendar-days', glyph: CalendarDays };
export const carIcon: IconGlyph = { name: 'car', glyph: Car };
export const checkIcon: IconGlyph = { name: 'check', glyph: Check };
export const checkCircleIcon: IconGlyph = { name: 'check-circle', glyph: CircleCheck };
export const chevronDownIcon: IconGlyph = { name: 'chevron-down', glyph: ChevronDown };
export const chevronLeftIcon: IconGlyph = { name: 'chevron-left', glyph: ChevronLeft };
export const chevronRightIcon: IconGlyph = { name: 'chevron-right', glyph: ChevronRight };
export const chevronUpIcon: IconGlyph = { name: 'chevron-up', glyph: ChevronUp };
export const clipboardIcon: IconGlyph = { name: 'clipboard', glyph: ClipboardList };
export const clockIcon: IconGlyph = { name: 'clock', glyph: Clock };
export const closeIcon: IconGlyph = { name: 'close', glyph: X };
export const dashboardIcon: IconGlyph = { name: 'dashboard', glyph: LayoutDashboard };
export const downloadIcon: IconGlyph = { name: 'download', glyph: Download };
export const euroIcon: IconGlyph = { name: 'euro', glyph: Euro };
export const externalLinkIcon: IconGlyph = { name: 'external-link', glyph: ExternalLink };
export const eyeIcon: IconGlyph = { name: 'eye', glyph: Eye };
export const eyeOffIcon: IconGlyph = { name: 'eye-off', glyph: EyeOff };
export const fileIcon: IconGlyph = { name: 'file', glyph: File };
export const fileTextIcon: IconGlyph = { name: 'file-text', glyph: FileText };
export const graduationCapIcon: IconGlyph = { name: 'graduation-cap', glyph: GraduationCap };
export const helpCircleIcon: IconGlyph = { name: 'help-circle', glyph: CircleQuestionMark };
export const homeIcon: IconGlyph = { name: 'home', glyph: House };
export const infoIcon: IconGlyph = { name: 'info', glyph: Info };
export const languagesIcon: IconGlyph = { name: 'languages', glyph: Languages };
export const loaderIcon: IconGlyph = { name: 'loader', glyph: LoaderCircle };
export const lockIcon: IconGlyph = { name: 'lock', glyph: Lock };
export const logOutIcon: IconGlyph = { name: 'log-out', glyph: LogOut };
export const mailIcon: IconGlyph = { name: 'mail', glyph: Mail };
export const mapPinIcon: IconGlyph = { name: 'map-pin', glyph: MapPin };
export const menuIcon: IconGlyph = { name: 'menu', glyph: Menu };
export const messageIcon: IconGlyph = { name: 'message', glyph: MessageSquare };
export const minusIcon: IconGlyph = { name: 'minus', glyph: Minus };
/** The night-shift icon. */
export const moonIcon: IconGlyph = { name: 'moon', glyph: Moon };
export const pencilIcon: IconGlyph = { name: 'pencil', glyph: Pencil };
export const phoneIcon: IconGlyph = { name: 'phone', glyph: Phone };
export const plusIcon: IconGlyph = { name: 'plus', glyph: Plus };
export const receiptIcon: IconGlyph = { name: 'receipt', glyph: Receipt };
export const refreshIcon: IconGlyph = { name: 'refresh', glyph: RefreshCw };
export const repeatIcon: IconGlyph = { name: 'repeat', glyph: Repeat };
export const searchIcon: IconGlyph = { name: 'search', glyph: Search };
export const settingsIcon: IconGlyph = { name: 'settings', glyph: Settings };
export const starIcon: IconGlyph = { name: 'star', glyph: Star };
export const stethoscopeIcon: IconGlyph = { name: 'stethoscope', glyph: Stethoscope };
export const sunIcon: IconGlyph = { name: 'sun', glyph: Sun };
export const trashIcon: IconGlyph = { name: 'trash', glyph: Trash };
export const uploadIcon: IconGlyph = { name: 'upload', glyph: Upload };
export const userIcon: IconGlyph = { name: 'user', glyph: User };
export const userCircleIcon: IconGlyph = { name: 'user-circle', glyph: CircleUser };
export const xIcon: IconGlyph = { name: 'x', glyph: X };
export const xCircleIcon: IconGlyph = { name: 'x-circle', glyph: CircleX };

/** Every icon of the set, sorted by name (for stories and the set's test; screens import each on its own). */
export const allIcons: readonly IconGlyph[] = [
  activityIcon,
  alertCircleIcon,
  alertTriangleIcon,
  arrowLeftIcon,
  arrowRightIcon,
  awardIcon,
  bellIcon,
  briefcaseIcon,
  buildingIcon,
  calendarIcon,
  calendarDaysIcon,
  carIcon,
  checkIcon,
  checkCircleIcon,
  chevronDownIcon,
  chevronLeftIcon,
  chevronRightIcon,
  chevronUpIcon,
  clipboardIcon,
  clockIcon,
  closeIcon,
  dashboardIcon,
  downloadIcon,
  euroIcon,
  externalLinkIcon,
  eyeIcon,
  eyeOffIcon,
  fileIcon,
  fileTextIcon,
  graduationCapIcon,
  helpCircleIcon,
  homeIcon,
  infoIcon,
  languagesIcon,
  loaderIcon,
  lockIcon,
  logOutIcon,
  mailIcon,
  mapPinIcon,
  menuIcon,
  messageIcon,
  minusIcon,
  moonIcon,
  pencilIcon,
  phoneIcon,
  plusIcon,
  receiptIcon,
  refreshIcon,
  repeatIcon,
  searchIcon,
  settingsIcon,
  starIcon,
  stethoscopeIcon,
  sunIcon,
  trashIcon,
  uploadIcon,
  userIcon,
  userCircleIcon,
  xIcon,
  xCircleIcon,
];
