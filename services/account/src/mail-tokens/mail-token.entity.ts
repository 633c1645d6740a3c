import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export type MailTokenPurpose = 'password-reset' | 'email-verification' | 'email-change';

/** A mailed single-use token, known here only by its SHA-256 (hex): a database leak reveals no working link. */
@Entity({ name: 'mail_tokens' })
export class MailToken {
  @PrimaryColumn({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash!: string;

  @Column({ type: 'varchar', length: 32 })
  purpose!: MailTokenPurpose;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  /** The address the link was mailed to: confirming it confirms this address, not whatever the account has now. */
  @Column({ type: 'varchar', length: 255 })
  email!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
