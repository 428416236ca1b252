import { useQuery } from '@tanstack/react-query';
import {
  AssetTypeId,
  ResumeItemStatus,
  type Asset,
  type AssetType,
  type Resume,
  type TaskCode,
} from '@pidz/contracts';
import { SUPPORT_URL } from '../config';
import { anchors, paths } from '../paths';
import { assetsQuery, assetTypesQuery } from '../entities/assets';
import { resumeQuery } from '../entities/resume';
import { EXPIRY_TASKS } from './globalBanners';
import { shellMessages } from './messages';

const texts = shellMessages.expiry;

/** One thing a banner names and leads to: a document's card or a CV item. */
export interface BannerItem {
  /** Its name in a sentence: 'Verzekeringspolis', 'registratie BIG'. */
  name: string;
  /** Where it is. */
  href: string;
  /** Its element there (lib/screen/savedRecord.ts brings the user to it), on a page of the portal. */
  anchor?: string;
  /**
   * Whether it is done on the older site, not here: the insurance documents, which the user
   * cannot add or renew in the portal (spec section 6), are sent through Support.
   */
  isElsewhere?: boolean;
}

/** What has expired or is about to, and which documents are missing: what the banners name. */
export interface ExpiryFacts {
  expiredDocuments: BannerItem[];
  nearingDocuments: BannerItem[];
  expiredResumeItems: BannerItem[];
  nearingResumeItems: BannerItem[];
  /** The documents an activation task asks for (vog_document, coc_document, ...). */
  missingDocuments: BannerItem[];
}

/** The document kind each activation task asks for. */
const MISSING_DOCUMENT_TASKS: Partial<Record<TaskCode, AssetTypeId>> = {
  vog_document: AssetTypeId.VOG_DOCUMENT,
  coc_document: AssetTypeId.COC_DOCUMENT,
  insurance_document: AssetTypeId.INSURANCE_DOCUMENT,
  complaints_document: AssetTypeId.COMPLAINTS_DOCUMENT,
};

/** The tasks whose banners name documents or CV items: the facts are read only when one is open. */
const NAMING_TASKS: ReadonlySet<TaskCode> = new Set<TaskCode>([
  ...(Object.keys(MISSING_DOCUMENT_TASKS) as TaskCode[]),
  ...EXPIRY_TASKS,
]);

const PROFILE = paths.profile.overview();
const CV = paths.cv.overview();

/** The documents the user sends through Support: the insurance document and its payment proof. */
const SENT_THROUGH_SUPPORT: readonly number[] = [
  AssetTypeId.INSURANCE_DOCUMENT,
  AssetTypeId.INSURANCE_PAYMENT_PROOF,
];

/** A document, and where the banner leads for it: its card, or Support when it cannot be added here. */
const documentItem = (typeId: number, name: string): BannerItem =>
  SENT_THROUGH_SUPPORT.includes(typeId)
    ? { name, href: SUPPORT_URL, isElsewhere: true }
    : { name, href: PROFILE, anchor: anchors.document(typeId) };

/** The first file of each kind with `status`, as the kind's item. */
function documentsWith(assets: readonly Asset[], status: Asset['status']): BannerItem[] {
  const kinds = new Map<number, string>();
  for (const asset of assets) {
    if (asset.status === status && !kinds.has(asset.type.id)) {
      kinds.set(asset.type.id, asset.type.name);
    }
  }
  return [...kinds].map(([typeId, name]) => documentItem(typeId, name));
}

/** The CV items with `status`, each named by its section (a registration by its type too). */
function resumeItemsWith(resume: Resume, status: ResumeItemStatus): BannerItem[] {
  const sections = [
    ['registrations', resume.registrations],
    ['educations', resume.educations],
    ['trainings', resume.trainings],
    ['workExperience', resume.workExperience],
    ['languages', resume.languages],
  ] as const;
  return sections.flatMap(([section, items]) =>
    items
      .filter((item) => item.status === status)
      .map((item) => ({
        name:
          'registration_number' in item
            ? texts.registration(item.type.name)
            : texts.resumeSections[section],
        href: CV,
        anchor: anchors.cvItem(section, item.id),
      })),
  );
}

/** The facts from the documents, their kinds, the resume and the open tasks. */
export function expiryFacts(
  assets: readonly Asset[],
  assetTypes: readonly AssetType[],
  resume: Resume,
  openTasks: readonly TaskCode[],
): ExpiryFacts {
  const missing = openTasks.flatMap((code) => {
    const typeId = MISSING_DOCUMENT_TASKS[code];
    const type = assetTypes.find((candidate) => candidate.id === typeId);
    return type ? [documentItem(type.id, type.name)] : [];
  });
  return {
    expiredDocuments: documentsWith(assets, 'expired'),
    nearingDocuments: documentsWith(assets, 'nearing_expiration_date'),
    expiredResumeItems: resumeItemsWith(resume, ResumeItemStatus.EXPIRED),
    nearingResumeItems: resumeItemsWith(resume, ResumeItemStatus.NEARING_EXPIRATION_DATE),
    missingDocuments: missing,
  };
}

/**
 * The facts the dashboard's banners name, read (documents, their kinds, the resume) only on the
 * dashboard and only while a task that names them is open; undefined until they are known.
 */
export function useExpiryFacts(
  isDashboard: boolean,
  openTasks: readonly TaskCode[],
): ExpiryFacts | undefined {
  const { enabled, assets, assetTypes, resume } = useExpiryReads(isDashboard, openTasks);
  return enabled && assets.data && assetTypes.data && resume.data
    ? expiryFacts(assets.data, assetTypes.data, resume.data, openTasks)
    : undefined;
}

/**
 * Whether the facts the banners name are known (answered or failed), or not needed: until then
 * the layout holds back what lies below the banners, which would otherwise move down when a
 * banner's text becomes the longer one that names the item.
 */
export function useAreExpiryFactsKnown(
  isDashboard: boolean,
  openTasks: readonly TaskCode[],
): boolean {
  const { enabled, assets, assetTypes, resume } = useExpiryReads(isDashboard, openTasks);
  return !enabled || (assets.isFetched && assetTypes.isFetched && resume.isFetched);
}

/**
 * What the frame reads of the banners' facts, and only on the dashboard: elsewhere no change of
 * these reads renders it again. Said outright, because a result none of whose fields was read
 * re-renders its component at every change of the read (TanStack Query tracks what is read): the
 * CV's every fetch of the resume would render the whole frame again.
 */
const expiryReadChanges = ['data', 'isFetched'] as const;

function useExpiryReads(isDashboard: boolean, openTasks: readonly TaskCode[]) {
  const enabled = isDashboard && openTasks.some((code) => NAMING_TASKS.has(code));
  const options = { enabled, notifyOnChangeProps: enabled ? [...expiryReadChanges] : [] };
  return {
    enabled,
    assets: useQuery({ ...assetsQuery, ...options }),
    assetTypes: useQuery({ ...assetTypesQuery, ...options }),
    resume: useQuery({ ...resumeQuery, ...options }),
  };
}
