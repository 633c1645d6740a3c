import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import {
  MODERATION_ACTIONS,
  REPORT_NOTE_MAX_LENGTH,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
  type ModerationActionKind,
  type ReportReason,
  type ReportTargetType,
} from '@petcora/contracts';

export const REPORT_MESSAGES = {
  targetType: `targetType must be one of: ${REPORT_TARGET_TYPES.join(', ')}`,
  targetId: 'targetId is required',
  reason: 'Choose a reason for your report',
  noteTooLong: `Note must be ${REPORT_NOTE_MAX_LENGTH} characters or less`,
  note: 'note must be text',
  action: `action must be one of: ${MODERATION_ACTIONS.join(', ')}`,
} as const;

const REASON_VALUES: readonly string[] = REPORT_REASONS.map((reason) => reason.value);

/** The dialog may send a reason's label ('Harassment or bullying'); it is stored as its value ('harassment'). */
const reasonValue = ({ value }: { value: unknown }) =>
  REPORT_REASONS.find((reason) => reason.label === value)?.value ?? value;

/** A blank note is no note; a note keeps its text otherwise (trimmed). */
const trimmedOrUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || undefined : value === null ? undefined : value;

/** POST /api/reports; the note is trimmed (blank is none). */
export class CreateReportBody {
  @IsIn(REPORT_TARGET_TYPES, { message: REPORT_MESSAGES.targetType })
  targetType!: ReportTargetType;

  @MaxLength(100, { message: REPORT_MESSAGES.targetId })
  @MinLength(1, { message: REPORT_MESSAGES.targetId })
  @IsString({ message: REPORT_MESSAGES.targetId })
  targetId!: string;

  @Transform(reasonValue)
  @IsIn(REASON_VALUES, { message: REPORT_MESSAGES.reason })
  reason!: ReportReason;

  @IsOptional()
  @Transform(trimmedOrUndefined)
  @MaxLength(REPORT_NOTE_MAX_LENGTH, { message: REPORT_MESSAGES.noteTooLong })
  @IsString({ message: REPORT_MESSAGES.note })
  note?: string;
}

/** POST /api/admin/reports/:id/actions */
export class ModerationActionBody {
  @IsIn(MODERATION_ACTIONS, { message: REPORT_MESSAGES.action })
  action!: ModerationActionKind;

  @IsOptional()
  @Transform(trimmedOrUndefined)
  @MaxLength(REPORT_NOTE_MAX_LENGTH, { message: REPORT_MESSAGES.noteTooLong })
  @IsString({ message: REPORT_MESSAGES.note })
  note?: string;
}
