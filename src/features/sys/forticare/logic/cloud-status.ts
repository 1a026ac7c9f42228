import { okAnswer, type TaggedAnswer } from '@/lib/registration/tagged-text.ts';

/** What the console knows of the unit's link to FortiCloud, read from getRemoteAccess's tagged text. */
export interface CloudStatus {
  /** remote access from the cloud allowed */
  remoteAccess: boolean;
  /** the cloud account the unit is signed in to; null while it is not signed in */
  account: string | null;
  /** the name of the organisation it is signed in under */
  organisation: string | null;
}

/** getRemoteAccess's answer; a failed answer throws RegistrationError with the joined errors ('Unknown error.'). */
export function cloudStatusOf(text: string): CloudStatus {
  return cloudStatusFrom(okAnswer(text));
}

export function cloudStatusFrom(answer: TaggedAnswer): CloudStatus {
  return { remoteAccess: answer.enable === 1, account: answer.account ?? null, organisation: answer.account ? (answer.org ?? null) : null };
}
